import { startLocalBackend, type LocalBackend } from 'local-backend';
import { signUpTestUser } from 'local-backend/testing';
import { testDatabaseOptions } from 'local-backend/testing/engine';
import { setAppConfig } from '../config/appConfig';

export interface TestMember {
  email: string;
  password: string;
  fullName: string;
}

/**
 * For this package's tests: the real local backend on an in-memory database (a throwaway one on a
 * PostgreSQL server in the `shared-data (postgres)` project), the app config
 * pointing at it, and one member signed up (not signed in).
 */
export async function startBackendWithMember(member: TestMember): Promise<LocalBackend> {
  const backend = await startLocalBackend({ memory: true, port: 0, ...testDatabaseOptions() });
  setAppConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, functionsUrl: `${backend.url}/functions/v1`, remotes: {} });
  await signUpTestUser(backend, member);
  return backend;
}
