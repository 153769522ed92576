/**
 * Which engine a test run's backends use. The vitest projects `local-backend (postgres)` and
 * `shared-data (postgres)` set LOCAL_BACKEND_TEST_ENGINE=postgres, and their global setup
 * (postgresGlobalSetup.ts) provides the server's URL; every other run uses the embedded PGlite.
 * On PostgreSQL, each backend a test starts with `memory: true` gets a database of its own on that
 * server, dropped when it stops.
 */
import { inject } from 'vitest';

export type TestEngine = 'pglite' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export function testEngine(): TestEngine {
  return process.env.LOCAL_BACKEND_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/** The PostgreSQL server's maintenance URL on the postgres engine; undefined on PGlite. */
export function testPostgresUrl(): string | undefined {
  return testEngine() === 'postgres' ? inject('postgresUrl') : undefined;
}

/** Options for `startLocalBackend` that put its database on the run's engine. */
export function testDatabaseOptions(): { databaseUrl?: string } {
  const url = testPostgresUrl();
  return url ? { databaseUrl: url } : {};
}
