/**
 * Global setup of the `(postgres)` vitest projects: the server their backends run on. `.ci/run`
 * starts one and passes LOCAL_BACKEND_TEST_DATABASE_URL; without it (a developer's `pnpm test`),
 * a private cluster is started on LOCAL_BACKEND_TEST_PG_PORT and stopped after the project.
 */
import type { TestProject } from 'vitest/node';
import { startPostgresServer } from './postgresServer';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.LOCAL_BACKEND_TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return undefined;
  }
  const port = Number(project.config.env.LOCAL_BACKEND_TEST_PG_PORT);
  const server = await startPostgresServer({ port });
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
