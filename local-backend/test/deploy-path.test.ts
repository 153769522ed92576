/**
 * The deploy path, run with the real tools (issue 34): the Supabase CLI from npm (2.117.0, no
 * Docker) pushes supabase/migrations to a PostgreSQL database laid out as a new hosted project
 * (src/testing/hostedProject.ts), lists them, and lints every PL/pgSQL function with
 * plpgsql_check; Supabase's own type generator then reads that database, and the committed
 * database types must be exactly its output, as must supabase/schema.sql be pg_dump's (`pnpm db:schema`,
 * src/schemaDump/dumpSchema.ts: the same dump, here of the database pushed already). `pnpm db:check`
 * compares them with a database that ran the migrations without the CLI (src/schemaDump/migratedDatabase.ts);
 * these two hold the CLI's push to give the same schema. These are the commands docs quote for a real deploy
 * (README, Deploying), with the hosted project's URL in place of this one.
 *
 * The server: LOCAL_BACKEND_TEST_DATABASE_URL (`.ci/run` starts one), else a private cluster of
 * this file's own (Debian's PostgreSQL, port LOCAL_BACKEND_DEPLOY_PG_PORT, default 4712). Without
 * either, the suite is skipped with the reason; under CI it fails instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, SUPABASE_DIR } from '../src/settings';
import { createHostedProject, hasPlpgsqlCheck, type HostedProject } from '../src/testing/hostedProject';
import { findPostgresBin, startPostgresServer, type PostgresServer } from '../src/testing/postgresServer';
import { runSupabaseCli } from '../src/testing/supabaseCli';
import { dumpSchema, SCHEMA_FILE } from '../src/schemaDump/dumpSchema';
import { renderDatabaseTypesAt } from '../src/typegen/generateTypes';

const GIVEN_SERVER = process.env.LOCAL_BACKEND_TEST_DATABASE_URL;
const CAN_RUN = Boolean(GIVEN_SERVER || findPostgresBin());
const SKIPPED =
  'deploy path skipped: no PostgreSQL server (set LOCAL_BACKEND_TEST_DATABASE_URL, or install Debian postgresql-15 and postgresql-15-plpgsql-check)';
if (!CAN_RUN) {
  if (process.env.CI) throw new Error(SKIPPED.replace('skipped', 'cannot run under CI'));
  console.warn(SKIPPED);
}

const MIGRATIONS = fs
  .readdirSync(path.join(SUPABASE_DIR, 'migrations'))
  .filter((file) => /^\d+_.+\.sql$/.test(file))
  .sort();
const VERSIONS = MIGRATIONS.map((file) => file.split('_')[0]!);

let server: PostgresServer | undefined;
let project: HostedProject;
/** The CLI's HOME: it keeps telemetry state and traces there; nothing of a developer's is read. */
let cliHome: string;

/** `supabase <args>` from the repository root, its exit code and all it printed. */
function supabase(...args: string[]): Promise<{ code: number; output: string }> {
  return runSupabaseCli(cliHome, ...args);
}

async function asSuperuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: project.superuserUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!CAN_RUN)('the deploy path with the real Supabase CLI', () => {
  beforeAll(async () => {
    let serverUrl = GIVEN_SERVER;
    if (!serverUrl) {
      server = await startPostgresServer({ port: Number(process.env.LOCAL_BACKEND_DEPLOY_PG_PORT ?? 4712) });
      serverUrl = server.url;
    }
    if (!(await hasPlpgsqlCheck(serverUrl))) {
      throw new Error('`supabase db lint` needs plpgsql_check on the PostgreSQL server: apt-get install -y postgresql-15-plpgsql-check');
    }
    project = await createHostedProject(serverUrl);
    cliHome = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-cli-home-'));
  }, 60_000);

  afterAll(async () => {
    await project?.drop();
    await server?.stop();
    if (cliHome) fs.rmSync(cliHome, { recursive: true, force: true });
  });

  it('supabase db push applies every migration, in order, as the project\'s postgres', async () => {
    const push = await supabase('db', 'push', '--db-url', project.url, '--yes');
    expect(push.code, push.output).toBe(0);
    const applied = [...push.output.matchAll(/^Applying migration (\S+)\.\.\.$/gm)].map((match) => match[1]);
    expect(applied).toEqual(MIGRATIONS);
    expect(push.output).toContain('Finished supabase db push.');
    const history = await asSuperuser((client) => client.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version'));
    expect(history.rows.map((row) => row.version)).toEqual(VERSIONS);
  }, 120_000);

  it('the committed supabase/schema.sql is what pg_dump writes for the pushed database', async () => {
    // Before the lint tests below, which plant and drop a schema of their own.
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8'), 'supabase/schema.sql is stale: run `pnpm db:schema`').toBe(await dumpSchema(project.superuserUrl));
  }, 60_000);

  it('a second push has nothing left to apply', async () => {
    const again = await supabase('db', 'push', '--db-url', project.url, '--yes');
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Remote database is up to date.');
  }, 60_000);

  it('supabase migration list shows every local migration applied remotely', async () => {
    const list = await supabase('migration', 'list', '--db-url', project.url);
    expect(list.code, list.output).toBe(0);
    const rows = [...list.output.matchAll(/^\s*`?(\d*)`?\s*\|\s*`?(\d*)`?\s*\|/gm)].map((match) => ({ local: match[1], remote: match[2] }));
    expect(rows).toEqual(VERSIONS.map((version) => ({ local: version, remote: version })));
  }, 60_000);

  it('supabase db lint --fail-on error finds no error in any function', async () => {
    const lint = await supabase('db', 'lint', '--db-url', project.url, '--fail-on', 'error');
    expect(lint.code, lint.output).toBe(0);
    expect(lint.output).toContain('No schema errors found');
  }, 60_000);

  it('supabase db lint --fail-on error fails on a function that reads a column nobody has', async () => {
    await asSuperuser((client) =>
      client.query(`create schema lint_probe;
        create function lint_probe.reads_missing_column() returns text language plpgsql as $$
        begin return (select no_such_column from public.events limit 1); end $$;`),
    );
    try {
      const lint = await supabase('db', 'lint', '--db-url', project.url, '--fail-on', 'error');
      expect(lint.code).not.toBe(0);
      expect(lint.output).toContain('lint_probe.reads_missing_column');
      expect(lint.output).toContain('column \\"no_such_column\\" does not exist');
    } finally {
      await asSuperuser((client) => client.query('drop schema lint_probe cascade'));
    }
  }, 60_000);

  it('the committed database types are what Supabase\'s generator writes for the pushed database', async () => {
    const committed = fs.readFileSync(path.join(REPO_ROOT, 'shared-data/src/client/database.types.ts'), 'utf8');
    expect(committed, 'shared-data/src/client/database.types.ts differs from the deployed schema: run `pnpm db:types`').toBe(await renderDatabaseTypesAt(project.url));
  }, 60_000);
});
