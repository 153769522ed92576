import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { generateDatabaseFiles, type GeneratedFile } from 'local-backend/database-files';
import { REPO_ROOT } from '../config/repoRoot';
import { staleDatabaseFiles } from './staleDatabaseFiles';

/**
 * What `pnpm db:check` compares: the committed generated files against what `pnpm db:schema` and
 * `pnpm db:types` write for the migrations, regenerated from a PostgreSQL 15 database (the server
 * `.ci/run` starts, or a private cluster of Debian's PostgreSQL 15). Each stale file is planted in a
 * copy of the committed ones.
 */
const CAN_RUN = Boolean(process.env.LOCAL_BACKEND_TEST_DATABASE_URL) || existsSync('/usr/lib/postgresql/15/bin/initdb');
const SKIPPED = 'db:check\'s regeneration skipped: no PostgreSQL 15 (set LOCAL_BACKEND_TEST_DATABASE_URL, or install Debian postgresql-15)';
if (!CAN_RUN) {
  if (process.env.CI) throw new Error(SKIPPED.replace('skipped', 'cannot run under CI'));
  console.warn(SKIPPED);
}

const GENERATED = ['supabase/schema.sql', 'supabase/schema', 'shared-data/src/client/database.types.ts'];

function copyOfGeneratedFiles(): string {
  const root = mkdtempSync(join(tmpdir(), 'db-check-'));
  for (const path of GENERATED) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    cpSync(join(REPO_ROOT, path), join(root, path), { recursive: true });
  }
  return root;
}

describe.skipIf(!CAN_RUN)('pnpm db:check: the generated schema and types are what the migrations make', () => {
  let generated: GeneratedFile[];
  let root: string;
  beforeAll(async () => {
    generated = await generateDatabaseFiles(join(REPO_ROOT, 'supabase'));
  });
  beforeEach(() => {
    root = copyOfGeneratedFiles();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes on the committed tree: schema.sql, every file of supabase/schema/ and the types are fresh', () => {
    expect(generated.map((file) => file.path)).toEqual(expect.arrayContaining(['supabase/schema.sql', 'supabase/schema/tables/public.events.sql', 'supabase/schema/functions/public.search_events.sql', 'shared-data/src/client/database.types.ts']));
    expect(staleDatabaseFiles(REPO_ROOT, generated)).toEqual([]);
    expect(staleDatabaseFiles(root, generated)).toEqual([]);
  });

  it.each([
    ['a stale schema.sql', 'supabase/schema.sql', 'pnpm db:schema'],
    ['a stale per-object file', 'supabase/schema/functions/public.search_events.sql', 'pnpm db:schema'],
    ['stale database types', 'shared-data/src/client/database.types.ts', 'pnpm db:types'],
  ])('fails on %s, naming it and the command', (_what, path, command) => {
    appendFileSync(join(root, path), '\n-- edited by hand\n');
    expect(staleDatabaseFiles(root, generated)).toEqual([`${path} is stale (not what \`${command}\` writes for today's migrations): run \`${command}\`; never edit it by hand`]);
  });

  it('fails on a missing per-object file and on one whose object the migrations no longer make', () => {
    rmSync(join(root, 'supabase/schema/tables/public.events.sql'));
    writeFileSync(join(root, 'supabase/schema/tables/public.dropped_table.sql'), '-- a table a later migration dropped\n');
    expect(staleDatabaseFiles(root, generated)).toEqual([
      'supabase/schema/tables/public.events.sql is missing: run `pnpm db:schema` and commit it',
      'supabase/schema/tables/public.dropped_table.sql describes nothing the migrations leave: run `pnpm db:schema`, which removes it',
    ]);
  });

  it('regenerates from the migrations: a new one makes schema.sql, its table\'s file and the types stale', async () => {
    const supabase = join(root, 'supabase-with-a-new-migration');
    cpSync(join(REPO_ROOT, 'supabase/migrations'), join(supabase, 'migrations'), { recursive: true });
    writeFileSync(join(supabase, 'migrations', '29991231000000_planted.sql'), 'alter table public.events add column planted_note text;\n');
    const problems = staleDatabaseFiles(REPO_ROOT, await generateDatabaseFiles(supabase));
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(['supabase/schema.sql', 'supabase/schema/tables/public.events.sql', 'shared-data/src/client/database.types.ts']);
  });
});
