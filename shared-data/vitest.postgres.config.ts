import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests that read and write through the real backend (the repositories, the stored session)
 * again, on a PostgreSQL 15+ server (issue 27; see local-backend/src/testing/testEngine.ts).
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    name: 'shared-data (postgres)',
    include: ['src/**/*-repository.test.ts', 'src/client/storedSession.test.ts'],
    env: { LOCAL_BACKEND_TEST_ENGINE: 'postgres', LOCAL_BACKEND_TEST_PG_PORT: '4711' },
    globalSetup: ['../local-backend/src/testing/postgresGlobalSetup.ts'],
  },
});
