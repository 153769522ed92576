/**
 * `pnpm db:check`: the migrations and what is generated from them (issue 60). Fails, naming each
 * file, when a merged migration changed or was removed, when a migration is missing from
 * supabase/migrations.lock (tooling/src/db/migrationsLock.ts), and when supabase/schema.sql,
 * supabase/schema/ or the database types differ from what `pnpm db:schema` and `pnpm db:types` write
 * for today's migrations: they are regenerated in memory from a PostgreSQL 15 database that ran
 * every migration (local-backend's generateDatabaseFiles) and compared (db/staleDatabaseFiles.ts).
 * `pnpm test` runs it beside lint.
 */
import { join } from 'node:path';
import { generateDatabaseFiles } from 'local-backend/database-files';
import { REPO_ROOT } from './config/repoRoot';
import { migrationsLockProblems } from './db/migrationsLock';
import { staleDatabaseFiles } from './db/staleDatabaseFiles';
import { machinePrerequisites } from './testing/prerequisites';

const started = Date.now();
const problems = migrationsLockProblems(REPO_ROOT);
// Under `.ci/run` the PostgreSQL server arrives while the build runs (CI_PREREQUISITES).
const prerequisites = await machinePrerequisites();
if (prerequisites.ok) {
  try {
    const generated = await generateDatabaseFiles(join(REPO_ROOT, 'supabase'));
    problems.push(...staleDatabaseFiles(REPO_ROOT, generated));
    if (problems.length === 0) console.log(`db:check: every migration is in supabase/migrations.lock unchanged; ${generated.length} generated files are fresh (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    // A migration that fails to apply, or no PostgreSQL 15: said beside the lock's findings.
    problems.push(`the generated files could not be regenerated: ${error instanceof Error ? error.message : String(error)}`);
  }
} else {
  problems.push(`the generated files were not checked: the machine's prerequisites failed: ${prerequisites.reason}`);
}
for (const problem of problems) console.error(`db:check: ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
