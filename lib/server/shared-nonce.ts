// One nonce for the answers that may share one render. Next renders a page it does not cache (an unknown post, a
// case study's 404) once for all the requests that ask for it at the same moment: each gets the one HTML, whose
// inline scripts carry the nonce of the request that started the render. So the requests for one such address
// within a few seconds get the same nonce, and every answer's policy names the nonce its HTML carries. The HTML
// they share is the same for all of them; a nonce is still never known before its render starts, and a fixed page
// (whose cached HTML carries hashes, not a nonce) keeps a nonce of its own per answer.

/** Long enough for any render the content layer allows (3 s budget), short enough to be fresh for each visit. */
export const nonceShareMs = 10_000;
/** A flood of made-up addresses cannot grow the table past this: it starts over (the worst is one mismatch). */
const maxAddresses = 5_000;

export function createNonceShare(newNonce: () => string, shareMs = nonceShareMs) {
  const recent = new Map<string, { nonce: string; until: number }>();
  return (address: string, now = Date.now()): string => {
    const kept = recent.get(address);
    if (kept && kept.until > now) return kept.nonce;
    if (recent.size >= maxAddresses) {
      for (const [key, entry] of recent) if (entry.until <= now) recent.delete(key);
      if (recent.size >= maxAddresses) recent.clear();
    }
    const nonce = newNonce();
    recent.set(address, { nonce, until: now + shareMs });
    return nonce;
  };
}
