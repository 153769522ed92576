import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { shellContract } from './manifest';
import { releaseDir } from './parts';
import { liveVersion, readRegistry, writeRegistry, type Registry } from './registry';

/**
 * Where the registry lives (docs/releases.md "Where the registry lives"): in the environment's
 * database (`private.release_registry`, one document with a revision), where the guard can change
 * it on the database's own schedule and the `app-config` function generates app-config.json from it.
 * The tooling keeps the same document in `releases/registry/<env>.json`, and the two are made one
 * by revision: the newer wins, and a write is a compare-and-set on the revision it read.
 */
export interface RegistryBackend {
  url: string;
  serviceRoleKey: string;
}

const servedBackendFile = (releasesDir: string, env: string) => join(releasesDir, 'registry', `${env}.backend.json`);

/** `pnpm release:serve` says where the environment's backend is while it runs (a local key: local backends only). */
export function recordServedBackend(releasesDir: string, env: string, backend: RegistryBackend): void {
  mkdirSync(dirname(servedBackendFile(releasesDir, env)), { recursive: true });
  writeFileSync(servedBackendFile(releasesDir, env), `${JSON.stringify(backend)}\n`, { mode: 0o600 });
}

export function forgetServedBackend(releasesDir: string, env: string): void {
  rmSync(servedBackendFile(releasesDir, env), { force: true });
}

/** The environment's backend: `RELEASE_BACKEND_URL` and `RELEASE_SERVICE_ROLE_KEY` (a hosted project), else the one `release:serve` runs. */
export function backendFor(releasesDir: string, env: string): RegistryBackend | null {
  const url = process.env.RELEASE_BACKEND_URL;
  const serviceRoleKey = process.env.RELEASE_SERVICE_ROLE_KEY;
  if (url && serviceRoleKey) return { url: url.replace(/\/$/, ''), serviceRoleKey };
  const file = servedBackendFile(releasesDir, env);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RegistryBackend) : null;
}

/** Calls a database function of the backend as the release tooling (the service role). */
export async function callBackend<T>(backend: RegistryBackend, name: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) {
    const error = new Error(`${name} answered HTTP ${response.status}: ${text}`) as Error & { status: number };
    error.status = response.status;
    throw error;
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** The live shell's routes, which field reports must name (and `*`, the not-found page). */
function liveRoutes(releasesDir: string, registry: Registry): string[] | undefined {
  const shell = liveVersion(registry, 'shell');
  if (!shell || !existsSync(join(releaseDir('shell', shell, releasesDir), 'remote-modules.json'))) return registry.routes;
  return [...shellContract(shell, releasesDir).routes.map((route) => route.path), '*'];
}

const sameState = (a: Registry, b: Registry) =>
  JSON.stringify([a.stack, a.canary ?? {}, a.history, a.settings ?? {}, a.site ?? null]) === JSON.stringify([b.stack, b.canary ?? {}, b.history, b.settings ?? {}, b.site ?? null]);

/**
 * Makes the file and the database one: the newer revision wins (the file's is pushed, compare-and-set
 * on the database's; the database's, written by the guard, is adopted into the file). Two writes
 * from the same revision (the guard and a terminal at once) keep the database's: the guard's
 * rollback stands, and `note` says the terminal's change must be made again.
 */
export async function syncRegistry(releasesDir: string, env: string, backend: RegistryBackend): Promise<{ registry: Registry; note: string | null }> {
  for (let attempt = 0; ; attempt += 1) {
    const file = readRegistry(releasesDir, env);
    const stored = await callBackend<{ revision: number; document: Registry } | null>(backend, 'release_registry_read');
    const fileRevision = file.revision ?? 0;
    if (stored && stored.revision > fileRevision) {
      return { registry: writeRegistry(releasesDir, { ...stored.document, env, checks: file.checks }, { sameRevision: true }), note: null };
    }
    if (stored && stored.revision === fileRevision) {
      if (sameState(file, stored.document)) return { registry: file, note: null };
      const registry = writeRegistry(releasesDir, { ...stored.document, env, checks: file.checks }, { sameRevision: true });
      return { registry, note: `The registry of "${env}" was changed in its database (revision ${stored.revision}) while this file changed too; the database's stands. Make your change again.` };
    }
    const routes = liveRoutes(releasesDir, file);
    const document: Registry = { ...file, ...(routes ? { routes } : {}) };
    try {
      const revision = await callBackend<number>(backend, 'release_registry_write', { document, expected_revision: stored?.revision ?? 0 });
      return { registry: writeRegistry(releasesDir, { ...document, revision }, { sameRevision: true }), note: null };
    } catch (error) {
      // Another writer in between: read both again.
      if ((error as { status?: number }).status === 409 && attempt < 2) continue;
      throw error;
    }
  }
}
