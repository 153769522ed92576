/**
 * `local-backend/testing`: signs a test user up through the real auth API, as the site does, for
 * every package's tests (this package's, shared-data's, shared-auth's and the end-to-end suite).
 * Needs only the backend's URL and anon key, so it serves an in-process backend and the one the
 * end-to-end harness starts alike.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

export interface TestUserOptions {
  /** A new unique address by default. */
  email?: string;
  password?: string;
  fullName?: string;
  /** More sign-up metadata (`options.data`), besides `full_name`. */
  data?: Record<string, unknown>;
}

let counter = 0;

/** An address no other test (of this process or a parallel one) uses. */
export function uniqueTestEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.test`;
}

/**
 * Signs a user up (not in: with `[auth.email] enable_confirmations` on, sign-up starts no session;
 * sign in as the site does). Throws with the auth error when sign-up fails.
 */
export async function signUpTestUser(backend: { url: string; anonKey: string }, options: TestUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueTestEmail();
  const password = options.password ?? 'correct-horse-battery';
  const fullName = options.fullName ?? 'Test User';
  const anon = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket, and supabase-js wants one even when realtime is not used.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await anon.auth.signUp({ email, password, options: { data: { full_name: fullName, ...options.data } } });
  if (error || !data.user) throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no user in the answer'}`);
  return { id: data.user.id, email, password, fullName };
}
