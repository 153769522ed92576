/**
 * Brings a database to the state the APIs expect: platform pieces, pending
 * migrations, and, on a new database only, the seed plus the local admin.
 */
import path from 'node:path';
import type { Pg as PGlite } from './remotePg';
import { createEmailUser, hashPassword } from '../auth/users';
import { applyMigrations, runSeed } from './migrations';
import { installPlatform, syncRealtimeTriggers } from './platform';

export interface BootstrapOptions {
  supabaseDir: string;
  admin: { email: string; password: string };
  bcryptCost?: number;
}

export interface BootstrapReport {
  newDatabase: boolean;
  appliedMigrations: string[];
  seeded: boolean;
}

export async function bootstrapDatabase(pg: PGlite, options: BootstrapOptions): Promise<BootstrapReport> {
  await installPlatform(pg);
  const appliedMigrations = await applyMigrations(pg, path.join(options.supabaseDir, 'migrations'));
  const initialized = await pg.query(`select 1 from _local_backend.meta where key = 'initialized_at'`);
  let seeded = false;
  const newDatabase = initialized.rows.length === 0;
  if (newDatabase) {
    const passwordHash = await hashPassword(options.admin.password, options.bcryptCost);
    await pg.transaction(async (tx) => {
      seeded = await runSeed(tx, path.join(options.supabaseDir, 'seed.sql'));
      const admin = await createEmailUser(tx, {
        email: options.admin.email,
        passwordHash,
        data: { full_name: 'Local Admin' },
      });
      // The sign-up trigger created the profile with role 'user'; only the owner can raise it.
      await tx.query(`update public.profiles set role = 'admin' where user_id = $1`, [admin.id]);
      await tx.query(`insert into _local_backend.meta (key, value) values ('initialized_at', now()::text)`);
    });
  }
  await syncRealtimeTriggers(pg);
  return { newDatabase, appliedMigrations, seeded };
}
