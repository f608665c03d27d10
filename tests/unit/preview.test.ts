// Whether the editors' preview can be on in a build: the enable route answers 404 with this one
// line when it cannot, and the Studio's Presentation pane shows it.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function unavailableWith(variables: Record<string, string>) {
  vi.resetModules();
  for (const name of ['NEXT_OUTPUT', 'NEXT_PUBLIC_SANITY_PROJECT_ID', 'SANITY_API_READ_TOKEN']) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  const { previewUnavailable } = await import('@/lib/content/preview');
  return previewUnavailable();
}

const token = 'skViewerTokenForTheTests0123456789';

describe('previewUnavailable', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says the export has no server', async () => {
    expect(
      await unavailableWith({
        NEXT_OUTPUT: 'export',
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
        SANITY_API_READ_TOKEN: token,
      }),
    ).toBe('the static export has no server to render drafts');
  });

  it('names the project id when the blog runs on the embedded dataset', async () => {
    expect(await unavailableWith({ SANITY_API_READ_TOKEN: token })).toMatch(
      /^NEXT_PUBLIC_SANITY_PROJECT_ID is not set/,
    );
  });

  it('names the token when a project is set without it', async () => {
    expect(await unavailableWith({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).toMatch(
      /^SANITY_API_READ_TOKEN \(a Viewer token\) is not set on the server$/,
    );
  });

  it('is null with a project id and a token in the server build', async () => {
    expect(await unavailableWith({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', SANITY_API_READ_TOKEN: token })).toBeNull();
  });
});
