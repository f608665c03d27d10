import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

describe('parseEnv', () => {
  it('runs on the embedded content with no variables set', () => {
    expect(parseEnv({})).toEqual({
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
    });
  });

  it('treats empty values as unset and trims a trailing slash from URLs', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SITE_URL: 'https://launchframe.video/',
      NEXT_PUBLIC_SANITY_PROJECT_ID: '',
      SANITY_API_HOST: '',
    });
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://launchframe.video');
    expect(env.NEXT_PUBLIC_SANITY_PROJECT_ID).toBeUndefined();
    expect(env.SANITY_API_HOST).toBeUndefined();
  });

  it('accepts a full configuration', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SITE_URL: 'https://example.com',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123xy',
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
      SANITY_API_HOST: 'http://127.0.0.1:4010',
      SANITY_REVALIDATE_SECRET: 'a-long-secret',
      NEXT_PUBLIC_LEAD_ENDPOINT: 'https://script.google.com/macros/s/abc/exec',
      NEXT_OUTPUT: 'export',
    });
    expect(env).toMatchObject({
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
      NEXT_OUTPUT: 'export',
      SANITY_API_HOST: 'http://127.0.0.1:4010',
    });
  });

  it.each([
    ['NEXT_PUBLIC_SITE_URL', 'launchframe.video'],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://launchframe.video'],
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', 'Has Spaces'],
    ['NEXT_PUBLIC_SANITY_DATASET', 'UPPER'],
    ['SANITY_API_HOST', 'not a url'],
    ['NEXT_PUBLIC_LEAD_ENDPOINT', 'javascript:alert(1)'],
    ['NEXT_OUTPUT', 'standalone'],
  ])('a malformed %s stops with a message naming it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`${name}: .*\\(got "${value.replace(/[()]/g, '\\$&')}"\\)`),
    );
  });

  it.each([
    ['SANITY_REVALIDATE_SECRET', 'short'],
    ['SANITY_API_READ_TOKEN', 'sk-tooShort'],
  ])('a malformed secret %s is named, but its value is not printed', (name, value) => {
    let message = '';
    try {
      parseEnv({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`${name}: `);
    expect(message).toContain(`(got ${value.length} characters)`);
    expect(message).not.toContain(value);
  });

  it('names every malformed variable at once', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'x', NEXT_OUTPUT: 'y' })).toThrow(
      /NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_OUTPUT/,
    );
  });
});
