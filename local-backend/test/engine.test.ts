/**
 * Issue 27: this project's engine is the one its backends run on, every migration applies on it
 * from an empty database, and the server is a version production may run (15 or later).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
