// The Content-Security-Policy headers of an answer read as a browser enforces them: every policy applies, so an
// inline script runs only if each one allows it ('unsafe-inline' counts only in a policy without hashes).
type Header = { name: string; value: string };

/** Every Content-Security-Policy header of an answer (a regenerated page has two: the proxy's and its own). */
export const cspPolicies = (headers: Header[]) =>
  headers.filter(({ name }) => name.toLowerCase() === 'content-security-policy').map(({ value }) => value);

/** The script-src sources of a policy (its default-src without one; null: no restriction on scripts). */
export function scriptSources(policy: string): string[] | null {
  const directives = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  const list =
    directives.find(([name]) => name === 'script-src') ?? directives.find(([name]) => name === 'default-src');
  return list ? list.slice(1) : null;
}

const isHash = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

/** What the policies together allow of inline scripts: any (every policy allows any), or only these hashes. */
export function inlineScriptRule(policies: string[]): { anyInline: boolean; allowed: string[] } {
  const restricting = policies
    .map(scriptSources)
    .filter((sources): sources is string[] => sources !== null)
    .filter((sources) => !sources.includes("'unsafe-inline'") || sources.some(isHash));
  if (restricting.length === 0) return { anyInline: true, allowed: [] };
  const [first, ...others] = restricting.map((sources) => sources.filter(isHash));
  const allowed = first!.filter((hash) => others.every((hashes) => hashes.includes(hash)));
  return { anyInline: false, allowed: [...new Set(allowed)].sort() };
}
