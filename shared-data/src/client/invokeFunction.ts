import { getAppConfig } from '../config/appConfig';
import { DataError } from './dataError';
import { getSupabase } from './supabaseClient';

/**
 * Calls a function at the configured `functionsUrl` as the signed-in user (or as a visitor, with
 * the anon key), the way supabase-js does. A failed call throws DataError carrying the function's
 * `{ message }` and the HTTP status as its code.
 */
export async function invokeFunction<T>(name: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
  const { functionsUrl, supabaseAnonKey } = getAppConfig();
  const { data } = await (await getSupabase()).auth.getSession();
  const token = data.session?.access_token ?? supabaseAnonKey;
  let response: Response;
  try {
    response = await fetch(`${functionsUrl}/${name}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        apikey: supabaseAnonKey,
        Authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch (error) {
    throw new DataError(error instanceof Error ? error.message : 'The request could not be sent', 'network');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (payload as { message?: unknown } | null)?.message;
    throw new DataError(typeof message === 'string' ? message : `${name} answered HTTP ${response.status}`, String(response.status));
  }
  return payload as T;
}
