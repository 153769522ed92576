/** A GoTrue request's JSON body as an object, with GoTrue's 400 `bad_json` for anything else. */
import type { Context } from 'hono';
import { InvalidJsonError, isPlainObject, readJson } from '../http/body';
import { authErrors } from './errors';
import type { Body } from './requestBody';

export async function jsonBody(c: Context): Promise<Body> {
  let parsed: unknown;
  try {
    parsed = await readJson(c);
  } catch (error) {
    if (error instanceof InvalidJsonError) throw authErrors.badJson(error.message);
    throw error;
  }
  if (parsed === undefined) return {};
  if (!isPlainObject(parsed)) throw authErrors.badJson('the request body must be a JSON object');
  return parsed;
}
