/**
 * A database laid out as a new hosted project (src/testing/hostedProject.ts) that has run every
 * migration, for `pnpm db:schema` and `pnpm db:check` to read, then dropped.
 *
 * Each migration is applied whole, in one transaction, as the project's `postgres`, which is what
 * `supabase db push` does; the CLI itself spends about ten seconds on its own start and round trips
 * where this takes one (`pnpm db:check`, docs/development.md), and `db:check` runs in every
 * `pnpm test`. The deploy-path test (test/deploy-path.test.ts) pushes with the real CLI and holds
 * the committed schema.sql equal to that database's dump, so the two ways cannot drift apart.
 *
 * The server: LOCAL_BACKEND_TEST_DATABASE_URL when it is PostgreSQL 15 (`.ci/run` starts one; a
 * database of its own is made there and dropped), else a private PostgreSQL 15 cluster on a free
 * port, removed afterwards. pg_dump 15 dumps no newer server.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { listMigrations } from '../db/setup/migrations';
import { createHostedProject, type HostedProject } from '../testing/hostedProject';
import { startPostgresServer } from '../testing/postgresServer';
import { POSTGRES_15_BIN } from './dumpSchema';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function isPostgres15(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, application_name: 'db-schema' });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>(`select current_setting('server_version_num') as version`);
    return Math.floor(Number(rows[0]!.version) / 10000) === 15;
  } finally {
    await client.end();
  }
}

async function applyMigrations(project: HostedProject, migrationsDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: project.url, application_name: 'db-schema' });
  await client.connect();
  try {
    for (const migration of listMigrations(migrationsDir)) {
      try {
        await client.query('begin');
        await client.query(fs.readFileSync(migration.file, 'utf8'));
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw new Error(`Migration ${path.basename(migration.file)} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }
  } finally {
    await client.end();
  }
}

/** Runs `work` on a new hosted-project database after every migration of `supabaseDir`. */
export async function withMigratedDatabase<T>(supabaseDir: string, work: (project: HostedProject) => Promise<T>): Promise<T> {
  const given = process.env.LOCAL_BACKEND_TEST_DATABASE_URL;
  const useGiven = given !== undefined && given !== '' && (await isPostgres15(given));
  if (!useGiven && !fs.existsSync(path.join(POSTGRES_15_BIN, 'initdb'))) {
    throw new Error(`${POSTGRES_15_BIN}/initdb not found: \`pnpm db:schema\` and \`pnpm db:check\` need Debian's PostgreSQL 15 (apt-get install -y postgresql-15)`);
  }
  const server = useGiven ? undefined : await startPostgresServer({ port: await freePort(), bin: POSTGRES_15_BIN });
  try {
    const project = await createHostedProject(server?.url ?? given!);
    try {
      await applyMigrations(project, path.join(supabaseDir, 'migrations'));
      return await work(project);
    } finally {
      await project.drop();
    }
  } finally {
    await server?.stop();
  }
}
