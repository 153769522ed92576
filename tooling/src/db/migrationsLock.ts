import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `supabase/migrations.lock`: every merged migration and the SHA-256 of its text (the figure
 * `sha256sum` gives), one `<hash>  migrations/<file>` line each, in version order. A migration in
 * the lock never changes and is never removed: a hosted project has run it, and `supabase db push`
 * never runs it again, so an edit would reach no database that has it and would leave
 * supabase/migrations saying something no deployed database did (issue 60).
 *
 * Why a committed file and not git: the check must give the same answer on a fresh, possibly
 * shallow clone in CI, on any branch name, and before a merge; the lock is there in every checkout,
 * and a change to one of its lines (rather than a line added at the end) shows in review.
 * `pnpm db:lock` adds the migrations not in it yet and never rewrites a line; `pnpm db:check` fails
 * on a changed, removed or unlisted migration, naming the file.
 */
export const MIGRATIONS_LOCK = 'supabase/migrations.lock';
const MIGRATIONS_DIR = 'supabase/migrations';

const HEADER = `# Every merged migration and the SHA-256 of its text. A migration listed here never changes and is
# never removed: put the change in a new migration. \`pnpm db:lock\` adds new migrations (never edit a
# line); \`pnpm db:check\` fails on a changed, removed or unlisted one (docs/development.md, "Migrations").
`;

const LINE = /^([0-9a-f]{64}) {2}migrations\/(\d+_[^/\s]+\.sql)$/;
const MIGRATION_FILE = /^\d+_.+\.sql$/;

interface LockEntry {
  file: string;
  sha256: string;
}

function sha256(root: string, file: string): string {
  return createHash('sha256').update(readFileSync(join(root, MIGRATIONS_DIR, file))).digest('hex');
}

function migrationFiles(root: string): string[] {
  return readdirSync(join(root, MIGRATIONS_DIR)).filter((file) => MIGRATION_FILE.test(file)).sort();
}

function version(file: string): string {
  return file.split('_')[0]!;
}

/** The newest version the lock holds ('' for an empty lock): a new migration must sort after it. */
function lastLockedVersion(entries: LockEntry[]): string {
  return entries.map((entry) => version(entry.file)).sort().at(-1) ?? '';
}

/** The lock's entries, and what in it is not an entry (a line it cannot read, a file listed twice). */
function readLock(root: string): { entries: LockEntry[]; problems: string[] } {
  const path = join(root, MIGRATIONS_LOCK);
  if (!existsSync(path)) return { entries: [], problems: [`${MIGRATIONS_LOCK} is missing: run \`pnpm db:lock\` and commit it`] };
  const entries: LockEntry[] = [];
  const problems: string[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line.trim() === '' || line.startsWith('#')) return;
      const match = LINE.exec(line);
      if (!match) problems.push(`${MIGRATIONS_LOCK}:${index + 1} is not \`<sha256>  migrations/<version>_<name>.sql\`: ${line.slice(0, 120)}`);
      else if (entries.some((entry) => entry.file === match[2])) problems.push(`${MIGRATIONS_LOCK}:${index + 1} lists supabase/migrations/${match[2]} a second time`);
      else entries.push({ file: match[2]!, sha256: match[1]! });
    });
  return { entries, problems };
}

/** Why the migrations and the lock disagree: one line per file, naming it. */
export function migrationsLockProblems(root: string): string[] {
  const { entries, problems } = readLock(root);
  const onDisk = migrationFiles(root);
  const locked = new Set(entries.map((entry) => entry.file));
  for (const entry of entries) {
    const where = `${MIGRATIONS_DIR}/${entry.file}`;
    if (!onDisk.includes(entry.file)) problems.push(`${where} was removed, but it is merged (${MIGRATIONS_LOCK}): restore it; undo what it did in a new migration`);
    else if (sha256(root, entry.file) !== entry.sha256) {
      problems.push(`${where} changed after it was merged (its SHA-256 is not the one in ${MIGRATIONS_LOCK}): restore it and put the change in a new migration, starting from its object's file in supabase/schema/`);
    }
  }
  const lastLocked = lastLockedVersion(entries);
  for (const file of onDisk.filter((name) => !locked.has(name))) {
    if (version(file) <= lastLocked) {
      problems.push(`${MIGRATIONS_DIR}/${file} is new but sorts before merged migrations (the last is ${lastLocked}): \`supabase db push\` refuses it on a project that ran them; give it a later version`);
    } else {
      problems.push(`${MIGRATIONS_DIR}/${file} is not in ${MIGRATIONS_LOCK}: once it is final, run \`pnpm db:lock\` and commit the lock with it`);
    }
  }
  return problems;
}

/**
 * Adds every migration that is not in the lock yet and sorts after the last one in it (writing the
 * lock when there is none), and returns the files added. A line already there is never rewritten.
 */
export function lockNewMigrations(root: string): string[] {
  const path = join(root, MIGRATIONS_LOCK);
  const { entries } = readLock(root);
  const locked = new Set(entries.map((entry) => entry.file));
  const lastLocked = lastLockedVersion(entries);
  const added = migrationFiles(root).filter((file) => !locked.has(file) && version(file) > lastLocked);
  if (added.length === 0 && existsSync(path)) return [];
  const before = existsSync(path) ? readFileSync(path, 'utf8') : HEADER;
  const separator = before === '' || before.endsWith('\n') ? '' : '\n';
  writeFileSync(path, `${before}${separator}${added.map((file) => `${sha256(root, file)}  migrations/${file}\n`).join('')}`);
  return added;
}
