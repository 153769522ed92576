/**
 * Issue 27: this project's engine is the one its backends run on, every migration applies on it
 * from an empty database, and the server is a version production may run (15 or later).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_PREFIX } from '../src/db/connection/postgresDatabase';
import { SUPABASE_DIR } from '../src/settings';
import { testEngine } from '../src/testing/testEngine';
import { type Backend, startTestBackend } from './helpers';

let backend: Backend;

beforeAll(async () => {
  // Not from the cached migrated copy every other test file starts from: every migration, now.
  backend = await startTestBackend({ applyMigrationsAnew: true });
});

afterAll(async () => {
  await backend?.stop();
});

describe(`the ${testEngine()} engine`, () => {
  it('runs the backend, on PostgreSQL 15 or later', async () => {
    expect(backend.db.engine).toBe(testEngine());
    const { rows } = await backend.db.exclusive((pg) => pg.query<{ num: string }>(`select current_setting('server_version_num') as num`));
    expect(Number(rows[0]!.num)).toBeGreaterThanOrEqual(150000);
  });

  it('applies every migration of supabase/migrations to a new database, then the seed', () => {
    const files = fs.readdirSync(path.join(SUPABASE_DIR, 'migrations')).filter((file) => file.endsWith('.sql'));
    expect(backend.bootstrap.appliedMigrations).toEqual(files.map((file) => file.split('_')[0]).sort());
    expect(backend.bootstrap).toMatchObject({ newDatabase: true, seeded: true });
  });

  it('starts every other in-memory backend as a copy of what the same bootstrap made once: nothing applied again, the seed and the admin there', async () => {
    const copy = await startTestBackend();
    try {
      expect(copy.bootstrap).toEqual({ newDatabase: false, appliedMigrations: [], seeded: false });
      const { rows } = await copy.db.exclusive((pg) =>
        pg.query<{ events: number; admins: string[]; database: string }>(
          `select (select count(*)::int from public.events) as events, array(select email from public.profiles where role = 'admin') as admins, current_database() as database`,
        ),
      );
      expect(rows[0]!.events).toBeGreaterThan(0);
      expect(rows[0]!.admins).toEqual([copy.adminEmail]);
      if (testEngine() === 'postgres') {
        // A database of its own, copied from a template of this bootstrap that the server keeps.
        const templates = await copy.db.exclusive((pg) => pg.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [TEMPLATE_PREFIX]));
        expect(templates.rows.length).toBeGreaterThan(0);
        expect(templates.rows.map((row) => row.datname)).not.toContain(rows[0]!.database);
      }
    } finally {
      await copy.stop();
    }
  });
});
