/**
 * Brings a database to the state the APIs expect: platform pieces, change capture, pending
 * migrations, and, on a new database only, the seed plus the local admin.
 */
import path from 'node:path';
import { createLocalAdmin, type LocalAdmin } from '../../auth/localAdmin';
import { installChangeCapture, syncCaptureTriggers } from '../changeCapture';
import type { PgConnection } from '../connection/databaseThread';
import { applyMigrations, runSeed } from './migrations';
import { installPlatform } from './platform';

export interface BootstrapOptions {
  supabaseDir: string;
  admin: LocalAdmin;
  bcryptCost?: number;
  /** Hears each phase as it begins (a start on a busy machine says where it is, not nothing). */
  progress?: (phase: string) => void;
}

export interface BootstrapReport {
  newDatabase: boolean;
  appliedMigrations: string[];
  seeded: boolean;
}

export async function bootstrapDatabase(pg: PgConnection, options: BootstrapOptions): Promise<BootstrapReport> {
  const progress = options.progress ?? (() => undefined);
  progress('installing the platform (auth schema, roles, change capture)');
  await installPlatform(pg);
  await installChangeCapture(pg);
  const appliedMigrations = await applyMigrations(pg, path.join(options.supabaseDir, 'migrations'), ({ index, count, file }) => progress(`migrating ${index}/${count}: ${file}`));
  const initialized = await pg.query(`select 1 from _local_backend.meta where key = 'initialized_at'`);
  let seeded = false;
  const newDatabase = initialized.rows.length === 0;
  if (newDatabase) {
    progress('seeding (supabase/seed.sql) and creating the local admin');
    await pg.transaction(async (tx) => {
      seeded = await runSeed(tx, path.join(options.supabaseDir, 'seed.sql'));
      await createLocalAdmin(tx, options.admin, options.bcryptCost);
      await tx.query(`insert into _local_backend.meta (key, value) values ('initialized_at', now()::text)`);
    });
  }
  await syncCaptureTriggers(pg);
  return { newDatabase, appliedMigrations, seeded };
}
