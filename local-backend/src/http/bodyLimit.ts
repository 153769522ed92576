/**
 * Refuses request bodies above a limit with a 413 JSON answer.
 *
 * Unlike answering as soon as Content-Length is seen, the rest of an oversized
 * upload is read and discarded first (up to a cap): answering mid-upload and
 * closing the socket makes HTTP clients fail with "other side closed" instead of
 * seeing the 413, and a half-read body would poison a keep-alive connection.
 */
import type { Context, MiddlewareHandler } from 'hono';

const DRAIN_FACTOR = 32;

export function limitRequestBody(maxBytes: number, refuse: (c: Context) => Response): MiddlewareHandler {
  const drainCap = maxBytes * DRAIN_FACTOR;
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = Number(request.headers.get('content-length') ?? Number.NaN);
    // Node's HTTP parser never delivers more than a declared Content-Length.
    if (Number.isFinite(declared) && declared <= maxBytes) return next();
    if (Number.isFinite(declared) && declared > drainCap) {
      c.header('Connection', 'close');
      return refuse(c);
    }
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= maxBytes) chunks.push(value);
      else if (size > drainCap) {
        await reader.cancel();
        c.header('Connection', 'close');
        return refuse(c);
      }
    }
    if (size > maxBytes) return refuse(c);
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(request, { body });
    return next();
  };
}
