/**
 * A cached copy of an in-memory database as bootstrap leaves it (platform, change capture, every
 * migration, the seed, the local admin), so that the next in-memory start on PGlite copies a
 * folder and opens it instead of loading the empty cluster's tarball and applying some fifty
 * migrations in WebAssembly (about half the start's time). Every vitest file
 * and every e2e run starts such a database.
 *
 * The cache is keyed by everything the bootstrap reads: the text of the migrations and the seed,
 * the bootstrap's own source, the admin's address, password and bcrypt cost, the PGlite build, and
 * the day (the seed's dates are relative to `current_date`). A change to any of them is a new key,
 * so a stale copy is never loaded; old copies are removed when a new one is written. It lives in
 * node_modules/.cache beside the empty-cluster template; failing to read or write it only costs time.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyClusterStamp, TEMPLATE_CACHE_DIR } from './emptyClusterTemplate';

/** The source files whose code decides what the bootstrap writes. */
const BOOTSTRAP_SOURCES = ['../setup/bootstrap.ts', '../setup/platform.ts', '../setup/migrations.ts', '../setup/splitStatements.ts', '../changeCapture.ts', '../../auth/localAdmin.ts'];

export interface TemplateInputs {
  supabaseDir: string;
  admin: { email: string; password: string };
  bcryptCost: number | undefined;
}

/** The data folder this bootstrap's copy would be cached in (it may not exist yet); undefined when it cannot be told. */
export function migratedTemplatePath(inputs: TemplateInputs, day: string): string | undefined {
  const key = migratedTemplateKey(inputs, day);
  return key ? path.join(TEMPLATE_CACHE_DIR, `migrated-${key}`) : undefined;
}

/**
 * The key of everything this bootstrap writes: it names PGlite's cached folder and a PostgreSQL
 * server's template database (postgresDatabase.ts). Undefined when it cannot be told.
 */
export function migratedTemplateKey(inputs: TemplateInputs, day: string): string | undefined {
  const stamp = emptyClusterStamp();
  if (!stamp) return undefined;
  try {
    const hash = createHash('sha256');
    hash.update(`${stamp}\n${day}\n${inputs.admin.email}\n${inputs.admin.password}\n${inputs.bcryptCost ?? 'default'}\n`);
    const here = path.dirname(fileURLToPath(import.meta.url));
    for (const source of BOOTSTRAP_SOURCES) hash.update(fs.readFileSync(path.join(here, source)));
    const migrationsDir = path.join(inputs.supabaseDir, 'migrations');
    for (const file of fs.readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort()) {
      hash.update(`\n${file}\n`).update(fs.readFileSync(path.join(migrationsDir, file)));
    }
    const seed = path.join(inputs.supabaseDir, 'seed.sql');
    if (fs.existsSync(seed)) hash.update(fs.readFileSync(seed));
    return hash.digest('hex').slice(0, 16);
  } catch {
    return undefined;
  }
}

/** The folder, when a complete copy is there. */
export function existingMigratedTemplate(folder: string | undefined): string | undefined {
  return folder && fs.existsSync(path.join(folder, 'PG_VERSION')) ? folder : undefined;
}

/**
 * Writes the copy from the database's dump (PGlite's tarball, unpacked by tar) into a folder of its
 * own, renamed into place when complete (concurrent starts may race: the first wins), and removes
 * copies older than ten minutes (a start may be copying a recent one).
 */
export async function saveMigratedTemplate(folder: string, dump: () => Promise<Blob>): Promise<void> {
  const work = `${folder}.${process.pid}.tmp`;
  try {
    const bytes = Buffer.from(await (await dump()).arrayBuffer());
    fs.mkdirSync(work, { recursive: true });
    fs.writeFileSync(`${work}.tar`, bytes);
    execFileSync('tar', ['-xf', `${work}.tar`, '-C', work], { stdio: 'ignore' });
    if (!fs.existsSync(path.join(work, 'PG_VERSION'))) return;
    try {
      fs.renameSync(work, folder);
    } catch {
      // another start put its copy there first
    }
    for (const name of fs.readdirSync(path.dirname(folder))) {
      const old = path.join(path.dirname(folder), name);
      if (name.startsWith('migrated-') && old !== folder && !name.endsWith('.tmp') && Date.now() - fs.statSync(old).mtimeMs > 10 * 60_000) fs.rmSync(old, { recursive: true, force: true });
    }
  } catch {
    // no tar, read-only node_modules or similar: the next start applies the migrations again
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(`${work}.tar`, { force: true });
  }
}
