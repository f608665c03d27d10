// The CSP of each page of the server build, from .next/csp-manifest.json: its script hashes, or 'unsafe-inline'
// (a page the server regenerates brings a second policy with its own hashes: lib/cache/entry-policy.ts).
// Learn more: docs/decisions/0014-csp-script-hashes-per-page.md and 0028-csp-hashes-for-regenerated-pages.md
import 'server-only';
import { contentSecurityPolicy, isStudioPath, type PolicyOptions } from '@/lib/security-headers';
import { studioBasePath } from '@/sanity/studio-path';
import { z } from '@/lib/zod';

const manifestSchema = z.object({
  pages: z.record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/))),
  regenerated: z.array(z.string()),
});

export type CspManifest = z.infer<typeof manifestSchema>;

export const parseCspManifest = (json: string): CspManifest => manifestSchema.parse(JSON.parse(json));

/** Where the request's nonce goes in a policy kept between requests. */
const NONCE_SLOT = '__nonce__';

/**
 * The policy of an answer at a path: a page fixed at build time (and the not-found page every unknown address gets)
 * allows its build's hashes; every answer also allows `nonce`, which Next puts on the inline scripts of what it
 * renders for the request (a page regenerated or first rendered now, draft mode, a 404 of a content route), and a
 * cached page's entry adds its own hashes (lib/server/one-page-policy.ts). 'unsafe-inline' only without a manifest
 * (next dev, a build without the step) or a nonce.
 */
export function pagePolicies(manifest: CspManifest | null, options: Omit<PolicyOptions, 'scriptHashes' | 'studio'>) {
  const regenerated = (manifest?.regenerated ?? []).map((pattern) => new RegExp(pattern));
  const cache = new Map<string, string>();
  const policy = (hashesOf: string | null, studio: boolean, nonce: string | undefined) => {
    const key = `${hashesOf ?? '-'} ${studio} ${nonce !== undefined}`;
    if (!cache.has(key)) {
      const scriptHashes = hashesOf === null ? undefined : manifest?.pages[hashesOf];
      cache.set(key, contentSecurityPolicy({ ...options, scriptHashes, studio, nonce: nonce && NONCE_SLOT }));
    }
    const kept = cache.get(key)!;
    return nonce ? kept.replace(NONCE_SLOT, nonce) : kept;
  };
  return (
    pathname: string,
    { renderedOnRequest = false, nonce }: { renderedOnRequest?: boolean; nonce?: string } = {},
  ) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const studio = isStudioPath(trimmed);
    // Every address under /studio is the one Studio page (next.config.ts rewrites them to it).
    const path = studio ? studioBasePath : trimmed;
    if (!manifest) return policy(null, studio, undefined);
    if (renderedOnRequest) return policy(null, studio, nonce);
    if (manifest.pages[path]) return policy(path, studio, nonce);
    if (regenerated.some((pattern) => pattern.test(path))) return policy(null, studio, nonce);
    // An unknown address: the not-found page's hashes.
    return policy(manifest.pages['/_not-found'] ? '/_not-found' : null, studio, nonce);
  };
}
