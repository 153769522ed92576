/**
 * A cached copy of a freshly initialised (empty) Postgres cluster. Running
 * initdb in WASM takes seconds; loading this tarball takes well under one, which
 * keeps `--memory` starts (tests, benchmarks) fast. The cache is keyed by the
 * PGlite build, lives in node_modules/.cache and is rebuilt whenever missing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DatabaseThread } from './databaseThread';
import { REPO_ROOT } from '../../settings';

export const TEMPLATE_CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'local-backend');

/** Which PGlite build this is (a cached cluster of another build is not loaded). */
export function emptyClusterStamp(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const wasm = path.join(path.dirname(entry), 'pglite.wasm');
    return `${entry}:${fs.existsSync(wasm) ? fs.statSync(wasm).size : 0}`;
  } catch {
    return undefined;
  }
}

function templatePath(): string | undefined {
  const stamp = emptyClusterStamp();
  if (!stamp) return undefined;
  const key = createHash('sha256').update(stamp).digest('hex').slice(0, 16);
  return path.join(TEMPLATE_CACHE_DIR, `empty-cluster-${key}.tar`);
}

export function loadEmptyClusterTemplate(): Uint8Array | undefined {
  const file = templatePath();
  if (!file || !fs.existsSync(file)) return undefined;
  try {
    return new Uint8Array(fs.readFileSync(file));
  } catch {
    return undefined;
  }
}

/** Call on a just-initialised, untouched instance. Failures only cost speed. */
export async function saveEmptyClusterTemplate(pg: DatabaseThread): Promise<void> {
  const file = templatePath();
  if (!file) return;
  try {
    const dump = await pg.dumpDataDir();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
  } catch {
    // read-only node_modules or similar: start without the cache next time too
  }
}
