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

/** 'unsafe-inline' without a manifest (next dev, a build without the step) and for `renderedOnRequest` (draft mode). */
export function pagePolicies(manifest: CspManifest | null, options: Omit<PolicyOptions, 'scriptHashes' | 'studio'>) {
  const regenerated = (manifest?.regenerated ?? []).map((pattern) => new RegExp(pattern));
  const cache = new Map<string, string>();
  const policy = (hashesOf: string | null, studio: boolean) => {
    const key = `${hashesOf ?? 'unsafe-inline'} ${studio}`;
    if (!cache.has(key)) {
      const scriptHashes = hashesOf === null ? undefined : manifest?.pages[hashesOf];
      cache.set(key, contentSecurityPolicy({ ...options, scriptHashes, studio }));
    }
    return cache.get(key)!;
  };
  return (pathname: string, { renderedOnRequest = false } = {}) => {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const studio = isStudioPath(trimmed);
    // Every address under /studio is the one Studio page (next.config.ts rewrites them to it).
    const path = studio ? studioBasePath : trimmed;
    if (!manifest || renderedOnRequest) return policy(null, studio);
    if (manifest.pages[path]) return policy(path, studio);
    if (regenerated.some((pattern) => pattern.test(path))) return policy(null, studio);
    // An unknown address: the not-found page's hashes, or, when it is regenerated, its entry's own header.
    return policy(manifest.pages['/_not-found'] ? '/_not-found' : null, studio);
  };
}
