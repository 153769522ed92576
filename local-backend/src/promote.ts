/**
 * `pnpm --filter local-backend promote <email> [--data-dir <path>] [--url <backend url>]`
 * Makes an existing user an admin.
 *
 * With `--url`, or when a running backend holds the data folder (PGlite is single-process),
 * it asks that backend through REST with the service role key, as staff would on a hosted
 * project; otherwise it opens the folder directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PgliteDatabase } from './db/connection/pgliteDatabase';
import { DataDirLockedError, lockDataDir } from './db/connection/dataDirLock';
import { localApiKeys } from './jwt';
import { DEFAULTS, ENV_NAMES, resolveDataDir } from './settings';

export type PromoteResult =
  | { ok: true; email: string; alreadyAdmin: boolean }
  | { ok: false; reason: 'no-database' | 'unknown-user' | 'locked'; message: string };

export async function promoteUser(email: string, dataDirOption: string = DEFAULTS.dataDir): Promise<PromoteResult> {
  const dataDir = resolveDataDir(dataDirOption);
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    return {
      ok: false,
      reason: 'no-database',
      message: `No local backend database in ${dataDir}. Start the backend once (pnpm --filter local-backend start) and sign up first.`,
    };
  }
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return {
      ok: false,
      reason: 'locked',
      message:
        `${error.message}\n` +
        'While it runs, promote through its REST API with the service role key instead:\n' +
        `  curl -X PATCH "http://127.0.0.1:${DEFAULTS.port}/rest/v1/profiles?email=eq.${encodeURIComponent(email.trim().toLowerCase())}" \\\n` +
        '       -H "apikey: $SERVICE_ROLE_KEY" -H "Authorization: Bearer $SERVICE_ROLE_KEY" \\\n' +
        `       -H "Content-Type: application/json" -d '{"role":"admin"}'`,
    };
  }
  const db = await PgliteDatabase.open({ dataDir });
  try {
    return await db.transaction(async (tx) => {
      const user = (
        await tx.query<{ id: string; role: string | null }>(
          `select u.id, p.role from auth.users u left join public.profiles p on p.user_id = u.id
            where u.email = lower(btrim($1))`,
          [email],
        )
      ).rows[0];
      if (!user) {
        return { ok: false as const, reason: 'unknown-user' as const, message: `No user with email ${email} in ${dataDir}.` };
      }
      await tx.query(
        `insert into public.profiles (user_id, email, role)
         select id, email, 'admin' from auth.users where id = $1
         on conflict (user_id) do update set role = 'admin'`,
        [user.id],
      );
      return { ok: true as const, email: email.trim().toLowerCase(), alreadyAdmin: user.role === 'admin' };
    });
  } finally {
    await db.close();
    lock.release();
  }
}

/** Promotes through a running backend's REST API as the service role (bypasses RLS, may write role). */
export async function promoteUserThroughApi(email: string, url: string, serviceRoleKey: string): Promise<PromoteResult> {
  const normalized = email.trim().toLowerCase();
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' };
  const response = await fetch(`${url}/rest/v1/profiles?email=eq.${encodeURIComponent(normalized)}&select=role`, {
    method: 'PATCH',
    headers: { ...headers, Prefer: 'return=representation' },
    body: JSON.stringify({ role: 'admin' }),
  });
  if (!response.ok) throw new Error(`backend answered HTTP ${response.status}: ${await response.text()}`);
  const rows = (await response.json()) as { role: string }[];
  if (rows.length === 0) return { ok: false, reason: 'unknown-user', message: `No user with email ${email} at ${url}.` };
  return { ok: true, email: normalized, alreadyAdmin: false };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values, positionals } = parseArgs({
    args,
    options: { 'data-dir': { type: 'string' }, url: { type: 'string' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  const email = positionals[0];
  if (values.help || !email) {
    console.log('Usage: pnpm --filter local-backend promote <email> [--data-dir <path>] [--url <running backend url>]');
    process.exit(values.help ? 0 : 2);
  }
  const { serviceRoleKey } = await localApiKeys(process.env[ENV_NAMES.jwtSecret] ?? DEFAULTS.jwtSecret);
  let result = values.url
    ? await promoteUserThroughApi(email, values.url, serviceRoleKey)
    : await promoteUser(email, values['data-dir'] ?? DEFAULTS.dataDir);
  if (!result.ok && result.reason === 'locked') {
    const url = `http://${DEFAULTS.host}:${DEFAULTS.port}`;
    console.log(`The database folder is in use by a running backend; promoting through ${url} instead.`);
    result = await promoteUserThroughApi(email, url, serviceRoleKey);
  }
  if (!result.ok) {
    console.error(result.message);
    process.exit(result.reason === 'locked' ? 3 : 1);
  }
  console.log(
    result.alreadyAdmin ? `${result.email} is already an admin.` : `${result.email} is now an admin. Sign in again to pick up the new role.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((error: unknown) => {
    console.error('promote failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
