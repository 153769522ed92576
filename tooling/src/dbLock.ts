/** `pnpm db:lock`: adds the new migrations to supabase/migrations.lock (tooling/src/db/migrationsLock.ts), once they are final. */
import { REPO_ROOT } from './config/repoRoot';
import { lockNewMigrations, MIGRATIONS_LOCK, migrationsLockProblems } from './db/migrationsLock';

const added = lockNewMigrations(REPO_ROOT);
console.log(added.length === 0 ? `${MIGRATIONS_LOCK}: nothing new to add` : `${MIGRATIONS_LOCK}: added\n  ${added.join('\n  ')}`);
const problems = migrationsLockProblems(REPO_ROOT);
for (const problem of problems) console.error(`db:lock: ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
