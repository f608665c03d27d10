// Which Content-Security-Policy a page of the server build gets, from the manifest that
// scripts/build/csp-manifest.ts writes after the build: a page whose HTML is fixed at build time
// allows exactly its own inline scripts (their hashes); a page the server writes again while it
// runs (the pages published from Sanity: ISR) keeps 'unsafe-inline'; any other address is the not-found page.
import 'server-only';
import { contentSecurityPolicy, type PolicyOptions } from '@/lib/security-headers';
import { studioBasePath } from '@/sanity/studio-path';
import { z } from '@/lib/zod';

const manifestSchema = z.object({
  pages: z.record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/))),
  regenerated: z.array(z.string()),
});

export type CspManifest = z.infer<typeof manifestSchema>;

export const parseCspManifest = (json: string): CspManifest => manifestSchema.parse(JSON.parse(json));

/** The embedded Studio's page and the addresses it routes on the client. */
const isStudioPath = (path: string) => path === studioBasePath || path.startsWith(`${studioBasePath}/`);

/**
 * The policy for each path; `null` manifest (next dev, a build without the step) → 'unsafe-inline'.
 * `renderedOnRequest`: the server renders this answer now (an editor in draft mode), so its inline
 * scripts are not the build's and only the run-time policy fits.
 */
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
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const studio = isStudioPath(path);
    if (!manifest || renderedOnRequest) return policy(null, studio);
    if (manifest.pages[path]) return policy(path, studio);
    if (regenerated.some((pattern) => pattern.test(path))) return policy(null, studio);
    return policy('/_not-found', studio);
  };
}
