// A request's or a response's body read to a limit: reading stops past it, so whoever sends the body costs this
// server at most `limit` bytes (the content service's answers, the webhook's deliveries).

/** The body's bytes, or null once it passes `limit` (the rest is cancelled unread). */
export async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** The Content-Length a message declares, when it declares one over `limit`. */
export function declaredOver(headers: Headers, limit: number): number | undefined {
  const declared = Number(headers.get('content-length'));
  return Number.isFinite(declared) && declared > limit ? declared : undefined;
}
