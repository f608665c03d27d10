// A webhook delivery's body, read to a bound: a stranger's upload costs at most that.
import { declaredOver, readAtMost } from '@/lib/bounded-body';

/** Far above a real delivery (a projection of a few fields): a bigger body is refused unread. */
export const webhookBodyMaxBytes = 64 * 1024;

/** The body as text, or null past `maxBytes`. */
export async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (declaredOver(request.headers, maxBytes) !== undefined) return null;
  return (await readAtMost(request.body, maxBytes))?.toString('utf8') ?? null;
}
