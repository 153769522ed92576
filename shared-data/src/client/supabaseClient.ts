import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { getAppConfig } from '../config/appConfig';
import { queryCache } from '../query/queryCache';
import { afterNextPaint } from './afterNextPaint';
import type { Database } from './database';

export type AppSupabaseClient = SupabaseClient<Database>;

let pending: Promise<AppSupabaseClient> | null = null;
let created: AppSupabaseClient | null = null;
const createdListeners = new Set<(client: AppSupabaseClient) => void>();

/**
 * The one supabase-js client of the page. shared-data is a federation singleton, so the shell
 * and every remote get this same instance (one session, one realtime socket).
 *
 * supabase-js (about 51 kB gzip) is loaded on first use, not with the shell: a page that shows
 * no data and a visitor who is not signed in never download it (issue 13). The header draws the
 * signed-in state from the stored session meanwhile (`readStoredSession`). Even where the first
 * screen reads data (/events), the download starts once that screen is painted: its heading and
 * layout do not wait for supabase-js, so they get the bandwidth and the main thread first.
 */
/** Starts loading supabase-js ahead of a call the visitor is about to make (a sign-in form focused); errors wait for that call. */
export function preloadClient(): void {
  getSupabase().catch(() => undefined);
}

export function getSupabase(): Promise<AppSupabaseClient> {
  pending ??= afterNextPaint()
    .then(() => import('@supabase/supabase-js'))
    // Evaluating supabase-js is one long task on a slow phone, and creating the client (auth reads
    // its session, the REST and realtime clients are built) would lengthen it: created after the
    // next frame, in a task of its own, the browser can paint, handle input and React go on
    // hydrating in between (issue 34 item 7).
    .then((supabaseJs) => afterNextPaint().then(() => supabaseJs))
    .then(({ createClient }) => {
      const { supabaseUrl, supabaseAnonKey } = getAppConfig();
      const storage = localStorageIfAllowed();
      created = createClient<Database>(supabaseUrl, supabaseAnonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          // Third-party sign-in comes back with a one-time code, exchanged with the verifier this
          // browser keeps (PKCE), never with the tokens in the address.
          flowType: 'pkce',
          // Named, so `readStoredSession` reads exactly what the client writes (supabase-js's own defaults).
          storageKey: sessionStorageKey(supabaseUrl),
          ...(storage ? { storage } : {}),
        },
      });
      // The cache holds answers read with this client's session: it is told each session's user
      // before anyone else hears of the change (first listener), so a sign-out or another user
      // signing in clears it and the screens read again as the new user (queryCache.setUser).
      created.auth.onAuthStateChange((_event, session) => queryCache.setUser(session?.user.id ?? null));
      for (const listener of createdListeners) listener(created);
      return created;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The page's localStorage, or undefined where there is none or it is blocked (reading it then throws). */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

/** Calls `listener` with the client once it exists (at once if it does). Returns a stop function. */
export function onSupabaseClient(listener: (client: AppSupabaseClient) => void): () => void {
  if (created) listener(created);
  else createdListeners.add(listener);
  return () => createdListeners.delete(listener);
}

/**
 * Where supabase-js keeps the session: its own default key (`sb-<first label of the host>-auth-token`),
 * named here so the stored session can be read before supabase-js is loaded.
 */
export function sessionStorageKey(supabaseUrl = getAppConfig().supabaseUrl): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * The session supabase-js stored on an earlier visit, read without loading supabase-js. It is
 * not verified: the client checks (and refreshes or drops) it once loaded. Null when there is none
 * or it cannot be read.
 */
export function readStoredSession(): Session | null {
  try {
    const raw = localStorageIfAllowed()?.getItem(sessionStorageKey());
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<Session> | null;
    return session && typeof session.access_token === 'string' && session.user && typeof session.user.id === 'string' ? (session as Session) : null;
  } catch {
    return null;
  }
}

/** Whether this page was opened by a sign-in redirect whose answer (tokens or a code) supabase-js must read. */
export function hasAuthRedirectAnswer(location: Pick<Location, 'hash' | 'search'> = window.location): boolean {
  return /(?:^#|&)(?:access_token|error_description)=/.test(location.hash) || /[?&](?:code|error_description)=/.test(location.search);
}
