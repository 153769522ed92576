/**
 * `local-backend/testing`: makes a confirmed test user through the real auth API, for every
 * package's tests (this package's, shared-data's, shared-auth's and the end-to-end suite). Needs
 * only the backend's URL and keys, so it serves an in-process backend and the one the end-to-end
 * harness starts alike. (Sign-up itself, with its confirmation email, is tested where it matters.)
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
 * An account whose address is already confirmed, made with GoTrue's admin API (`auth.admin.createUser`
 * with `email_confirm`, service_role), so it signs in at once and no email is sent. Not signed in.
 * Throws with the auth error when it fails.
 */
export async function signUpTestUser(backend: { url: string; anonKey: string; serviceRoleKey: string }, options: TestUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueTestEmail();
  const password = options.password ?? 'correct-horse-battery';
  const fullName = options.fullName ?? 'Test User';
  const admin = createClient(backend.url, backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket, and supabase-js wants one even when realtime is not used.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true, user_metadata: { full_name: fullName, ...options.data } });
  if (error || !data.user) throw new Error(`creating ${email} failed: ${error?.message ?? 'no user in the answer'}`);
  return { id: data.user.id, email, password, fullName };
}
