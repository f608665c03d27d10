// Which Content-Security-Policy a page of the server build gets, from the manifest that
// scripts/build/csp-manifest.mjs writes after the build: a page whose HTML is fixed at build time
// allows exactly its own inline scripts (their hashes); a page the server writes again while it
// runs (the blog's ISR pages) keeps 'unsafe-inline'; any other address is the not-found page.
import 'server-only';
import { contentSecurityPolicy, type PolicyOptions } from '@/lib/security-headers';
import { z } from '@/lib/zod';

const manifestSchema = z.object({
  pages: z.record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/))),
  regenerated: z.array(z.string()),
});

export type CspManifest = z.infer<typeof manifestSchema>;

export const parseCspManifest = (json: string): CspManifest => manifestSchema.parse(JSON.parse(json));

/** The policy for each path; `null` manifest (next dev, a build without the step) → 'unsafe-inline'. */
export function pagePolicies(manifest: CspManifest | null, options: Omit<PolicyOptions, 'scriptHashes'>) {
  const fallback = contentSecurityPolicy(options);
  if (!manifest) return () => fallback;
  const regenerated = manifest.regenerated.map((pattern) => new RegExp(pattern));
  const cache = new Map<string, string>();
  const hashed = (page: string) => {
    if (!cache.has(page)) cache.set(page, contentSecurityPolicy({ ...options, scriptHashes: manifest.pages[page] }));
    return cache.get(page)!;
  };
  return (pathname: string) => {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (manifest.pages[path]) return hashed(path);
    if (regenerated.some((pattern) => pattern.test(path))) return fallback;
    return hashed('/_not-found');
  };
}
