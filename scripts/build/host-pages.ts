// The export's HTML pages: the addresses they answer at, their policies, the not-found pages' <meta> policy.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { analytics, env } from '../../lib/env.ts';
import {
  analyticsConnectOrigins,
  contentSecurityPolicy,
  leadConnectOrigins,
  type PolicyOptions,
} from '../../lib/security-headers.ts';
import { htmlScriptHashes } from './csp-hashes.ts';

/** The addresses the export's HTML files answer at: 'about.html' at /about and /about.html, 'blog/index.html' at
 * /blog and /blog/index.html. The not-found pages answer nowhere. */
export function exportPagePaths(htmlFiles: Iterable<string>): Set<string> {
  const paths = new Set<string>();
  for (const file of htmlFiles) if (!isNotFoundPage(file)) paths.add(pagePath(file)).add(`/${file}`);
  return paths;
}

export const policyOptions = (): ExportPolicyOptions => ({
  extraConnect: [...leadConnectOrigins(env.NEXT_PUBLIC_LEAD_ENDPOINT), ...analyticsConnectOrigins(analytics?.endpoint)],
});

export type ExportPolicyOptions = Pick<PolicyOptions, 'extraConnect'>;

/** Each HTML file of the export ('about.html', 'blog/404.html') → its Content-Security-Policy. */
export async function exportPolicies(
  outDir: string,
  options: ExportPolicyOptions = policyOptions(),
): Promise<Map<string, string>> {
  const policies = new Map<string, string>();
  for (const [file, hashes] of await htmlScriptHashes(outDir)) {
    const studio = pagePath(file) === '/studio';
    policies.set(file, contentSecurityPolicy({ ...options, scriptHashes: hashes, studio }));
  }
  return policies;
}

/** The path a visitor asks for to get this file ('about.html' → '/about', 'index.html' → '/'). */
export const pagePath = (file: string) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

export const isNotFoundPage = (file: string) => file === '_not-found.html' || file.endsWith('404.html');

/** An unknown address gets only _headers' shared `/*` rule, which can hold no policy: the page carries it.
 * Browsers ignore frame-ancestors in a <meta> policy; X-Frame-Options (on `/*`) does that job. */
export function withPolicyMeta(html: string, policy: string): string {
  const content = policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
  const charset = /<meta charSet="utf-8"\/>/i;
  if (!charset.test(withoutOld)) throw new Error('host config: a not-found page without <meta charSet="utf-8"/>');
  return withoutOld.replace(charset, (tag) => tag + meta);
}

export function studioPage(outDir: string): string | undefined {
  return ['/studio.html', '/studio/index.html'].find((page) => existsSync(join(outDir, page)));
}
