/** Reading request bodies: size is capped by the body-limit middleware in server.ts. */
import type { Context } from 'hono';

export class InvalidJsonError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'InvalidJsonError';
  }
}

/** `undefined` for an empty body; throws InvalidJsonError for malformed JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidJsonError(error instanceof Error ? error.message : String(error));
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
