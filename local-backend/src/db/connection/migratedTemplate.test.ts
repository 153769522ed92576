import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { existingMigratedTemplate, migratedTemplatePath, saveMigratedTemplate } from './migratedTemplate';

// A copy of the database as bootstrap leaves it is only ever loaded for exactly what made it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'migrated-template-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function supabaseDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(scratch, 'supabase-'));
  fs.mkdirSync(path.join(dir, 'migrations'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const admin = { email: 'admin@example.test', password: 'admin-password' };

describe('the migrated template key', () => {
  const base = { 'migrations/1_a.sql': 'create table a (id int);', 'seed.sql': 'insert into a values (1);' };
  const key = (files: Record<string, string>, day = '2026-11-27', inputs: Partial<{ bcryptCost: number; password: string }> = {}) =>
    path.basename(migratedTemplatePath({ supabaseDir: supabaseDir(files), admin: { ...admin, ...(inputs.password ? { password: inputs.password } : {}) }, bcryptCost: inputs.bcryptCost ?? 4 }, day)!);

  it('is the same for the same migrations, seed, admin and day', () => {
    expect(key(base)).toBe(key({ ...base }));
  });

  it('changes with a migration edited or added, the seed, the admin, the bcrypt cost and the day', () => {
    const first = key(base);
    const others = [
      key({ ...base, 'migrations/1_a.sql': 'create table a (id bigint);' }),
      key({ ...base, 'migrations/2_b.sql': 'create table b (id int);' }),
      key({ ...base, 'seed.sql': 'insert into a values (2);' }),
      key(base, '2026-11-28'),
      key(base, '2026-11-27', { bcryptCost: 10 }),
      key(base, '2026-11-27', { password: 'another-password' }),
    ];
    expect(new Set([first, ...others]).size).toBe(others.length + 1);
  });
});

describe('saving a copy', () => {
  it('unpacks the dump into the folder, which then counts as a copy; a dump that is no data folder leaves none', async () => {
    const folder = path.join(scratch, 'migrated-0000000000000000');
    expect(existingMigratedTemplate(folder)).toBeUndefined();
    const tarball = path.join(scratch, 'dump.tar');
    const source = fs.mkdtempSync(path.join(scratch, 'source-'));
    fs.writeFileSync(path.join(source, 'PG_VERSION'), '17\n');
    fs.mkdirSync(path.join(source, 'base'));
    fs.writeFileSync(path.join(source, 'base', 'file'), 'data');
    (await import('node:child_process')).execFileSync('tar', ['-cf', tarball, '-C', source, '.']);
    await saveMigratedTemplate(folder, async () => new Blob([fs.readFileSync(tarball)]));
    expect(existingMigratedTemplate(folder)).toBe(folder);
    expect(fs.readFileSync(path.join(folder, 'base', 'file'), 'utf8')).toBe('data');

    const empty = path.join(scratch, 'migrated-1111111111111111');
    await saveMigratedTemplate(empty, async () => new Blob([new Uint8Array(1024)]));
    expect(existingMigratedTemplate(empty)).toBeUndefined();
    expect(fs.readdirSync(scratch).filter((name) => name.endsWith('.tmp') || name.endsWith('.tmp.tar'))).toEqual([]);
  });
});
