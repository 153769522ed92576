/** Reading request bodies: size is capped by the body-limit middleware in server.ts. */
import type { Context } from 'hono';
import { HTTP } from '../settings';

export class InvalidJsonError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'InvalidJsonError';
  }
}

/** How deeply the JSON text nests, counted without parsing; stops once past `limit`. */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

/** Postgres text cannot hold NUL: a string or key with one would fail deep in a query. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

/**
 * `undefined` for an empty body; throws InvalidJsonError for malformed JSON, JSON nested more than
 * HTTP.maxJsonDepth levels, and strings holding the NUL character.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (nestingDepth(text, HTTP.maxJsonDepth) > HTTP.maxJsonDepth) {
    throw new InvalidJsonError(`JSON nested more than ${HTTP.maxJsonDepth} levels deep`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidJsonError(error instanceof Error ? error.message : String(error));
  }
  if (containsNul(parsed)) throw new InvalidJsonError('strings cannot contain the NUL character (\\u0000)');
  return parsed;
}

/** PostgREST reads JSON bodies only: no Content-Type is taken as JSON, anything else is refused (415). */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type === 'application/vnd.pgrst.object+json' || type.endsWith('+json');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
