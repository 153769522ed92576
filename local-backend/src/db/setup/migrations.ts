/**
 * Applies `supabase/migrations/<version>_<name>.sql` in version order, each once,
 * recorded in `supabase_migrations.schema_migrations` as `supabase db push` does,
 * and runs `supabase/seed.sql` on a new database (recorded in `seed_files`).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PgConnection, PgTransaction as Transaction } from '../connection/databaseThread';
import { splitStatements } from './splitStatements';

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** The migration files of `migrationsDir`, in version order (the order `supabase db push` applies them in). */
export function listMigrations(migrationsDir: string): MigrationFile[] {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir)
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      return match ? { version: match[1] as string, name: match[2] as string, file: path.join(migrationsDir, file) } : null;
    })
    .filter((m): m is MigrationFile => m !== null)
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/**
 * Returns the versions applied by this call. `onMigration` hears of each one before it is applied
 * (its place among those pending, and its file's name), so a slow start says where it is.
 */
export async function applyMigrations(pg: PgConnection, migrationsDir: string, onMigration?: (step: { index: number; count: number; file: string }) => void): Promise<string[]> {
  const applied = new Set(
    (await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const done: string[] = [];
  const pending = listMigrations(migrationsDir).filter((migration) => !applied.has(migration.version));
  for (const [index, migration] of pending.entries()) {
    onMigration?.({ index: index + 1, count: pending.length, file: path.basename(migration.file) });
    const script = fs.readFileSync(migration.file, 'utf8');
    try {
      await pg.transaction(async (tx) => {
        await tx.exec(script);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, splitStatements(script)],
        );
      });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${path.basename(migration.file)} failed: ${detail}`, { cause: error });
    }
    done.push(migration.version);
  }
  return done;
}

/** Runs seed.sql inside the caller's transaction and records it as the CLI does. */
export async function runSeed(tx: Transaction, seedFile: string): Promise<boolean> {
  if (!fs.existsSync(seedFile)) return false;
  const script = fs.readFileSync(seedFile, 'utf8');
  const hash = createHash('sha256').update(script).digest('hex');
  await tx.exec(script);
  await tx.query(
    `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
     on conflict (path) do update set hash = excluded.hash`,
    ['supabase/seed.sql', hash],
  );
  return true;
}
