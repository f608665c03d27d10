// Filling the claims' placeholders in a document's texts (pure: the end-to-end tests' fixtures use it too). The
// readers that do it for the pages: lib/marketing/claims.ts.
import { ContentFault, logOnce } from '@/lib/content/faults';
import { claimPlaceholder, type ClaimName } from '@/lib/marketing/limits';

export type Claims = Record<ClaimName, string>;

/** `value` with every claim's placeholder in every string replaced by its value; `what` names it in a fault. */
export function fillClaims<T>(value: T, claims: Claims, what: string): T {
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.replaceAll(claimPlaceholder, (placeholder, name: string) => {
        if (Object.hasOwn(claims, name)) return claims[name as ClaimName];
        const fault = new ContentFault(
          'malformed',
          `${what}: ${placeholder} is not a claim (the Studio's Settings list them: ${Object.keys(claims).join(', ')})`,
        );
        logOnce(`[content] ${fault.message}`);
        throw fault;
      });
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, fill(child)]));
    return node;
  };
  return fill(value) as T;
}
