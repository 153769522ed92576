import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/repoRoot';
import { lockNewMigrations, MIGRATIONS_LOCK, migrationsLockProblems } from './migrationsLock';

const MERGED = '20261128000000_audit_log.sql';
const NEW = '29991231000000_planted.sql';

/** A copy of the repository's migrations and lock, in which each test plants one violation. */
function copyOfTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'migrations-lock-'));
  cpSync(join(REPO_ROOT, 'supabase/migrations'), join(root, 'supabase/migrations'), { recursive: true });
  cpSync(join(REPO_ROOT, MIGRATIONS_LOCK), join(root, MIGRATIONS_LOCK));
  return root;
}

describe('supabase/migrations.lock: a merged migration never changes', () => {
  let root: string;
  beforeEach(() => {
    root = copyOfTree();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes on the committed tree: every migration is locked, unchanged', () => {
    expect(migrationsLockProblems(REPO_ROOT)).toEqual([]);
  });

  it('fails, naming the file, when a merged migration changed', () => {
    appendFileSync(join(root, 'supabase/migrations', MERGED), '\n-- a later fix, pasted into the merged file\n');
    const problems = migrationsLockProblems(root);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^supabase/migrations/${MERGED} changed after it was merged`));
    // db:lock adds; it never rewrites the changed migration's line.
    expect(lockNewMigrations(root)).toEqual([]);
    expect(migrationsLockProblems(root)).toEqual(problems);
  });

  it('fails, naming the file, when a merged migration was removed', () => {
    rmSync(join(root, 'supabase/migrations', MERGED));
    expect(migrationsLockProblems(root)).toEqual([expect.stringMatching(new RegExp(`^supabase/migrations/${MERGED} was removed, but it is merged`))]);
  });

  it('fails, naming the file, on a new migration missing from the lock, until `pnpm db:lock` adds it', () => {
    writeFileSync(join(root, 'supabase/migrations', NEW), 'select 1;\n');
    expect(migrationsLockProblems(root)).toEqual([`supabase/migrations/${NEW} is not in ${MIGRATIONS_LOCK}: once it is final, run \`pnpm db:lock\` and commit the lock with it`]);
    const before = readFileSync(join(root, MIGRATIONS_LOCK), 'utf8');
    expect(lockNewMigrations(root)).toEqual([NEW]);
    const after = readFileSync(join(root, MIGRATIONS_LOCK), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toMatch(new RegExp(`^[0-9a-f]{64}  migrations/${NEW}\\n$`));
    expect(migrationsLockProblems(root)).toEqual([]);
  });

  it('fails on a new migration that sorts before merged ones, and db:lock leaves it out', () => {
    const early = '20261128000001_planted_in_the_past.sql';
    writeFileSync(join(root, 'supabase/migrations', early), 'select 1;\n');
    expect(lockNewMigrations(root)).toEqual([]);
    expect(migrationsLockProblems(root)).toEqual([expect.stringMatching(new RegExp(`^supabase/migrations/${early} is new but sorts before merged migrations`))]);
  });

  it('fails on a line it cannot read and on a migration listed twice', () => {
    const lock = readFileSync(join(root, MIGRATIONS_LOCK), 'utf8');
    const line = lock.split('\n').find((text) => text.endsWith(MERGED))!;
    writeFileSync(join(root, MIGRATIONS_LOCK), `${lock}${line}\nnot a hash  migrations/${MERGED}\n`);
    const problems = migrationsLockProblems(root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(new RegExp(`^${MIGRATIONS_LOCK}:\\d+ lists supabase/migrations/${MERGED} a second time$`));
    expect(problems[1]).toMatch(new RegExp(`^${MIGRATIONS_LOCK}:\\d+ is not \``));
  });
});
