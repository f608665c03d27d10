// The Content-Security-Policy headers of an answer read as a browser enforces them: every policy applies, so an
// inline script runs only if each one allows it ('unsafe-inline' counts only in a policy without hashes or a nonce).
type Header = { name: string; value: string };

/** Every Content-Security-Policy header of an answer (the site sends one). */
export const cspPolicies = (headers: Header[]) =>
  headers.filter(({ name }) => name.toLowerCase() === 'content-security-policy').map(({ value }) => value);

/** The script-src sources of a policy (its default-src without one; null: no restriction on scripts). */
export function scriptSources(policy: string): string[] | null {
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  const list =
    directives.find(([name]) => name === 'script-src') ?? directives.find(([name]) => name === 'default-src');
  return list ? list.slice(1) : null;
}

/** The attributes of each inline script a browser would run (no src, not JSON-LD), as written in the HTML. */
const inlineScriptTags = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bsrc=|application\/ld\+json/.test(attributes));

/**
 * How one answer's single policy lets its HTML's inline scripts run, and nothing else: 'by hash' (its hashes are
 * exactly the HTML's: a page fixed at build time, or cached with its entry's hashes), 'by nonce' (every inline
 * script carries the policy's nonce: rendered for this answer), or null (one policy is not what the answer has,
 * 'unsafe-inline' is allowed, or a script would be refused).
 */
export function ownScriptsOnly(html: string, policies: string[], hashes: string[]): 'by hash' | 'by nonce' | null {
  if (policies.length !== 1) return null;
  const sources = scriptSources(policies[0]!) ?? [];
  if (sources.includes("'unsafe-inline'")) return null;
  const allowedHashes = sources.filter((source) => /^'sha(256|384|512)-/.test(source)).sort();
  if (allowedHashes.join() === hashes.join()) return 'by hash';
  const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  const tags = inlineScriptTags(html);
  return nonce && tags.length > 0 && tags.every((attributes) => attributes.includes(`nonce="${nonce}"`))
    ? 'by nonce'
    : null;
}
