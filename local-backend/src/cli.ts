/**
 * `pnpm --filter local-backend start -- [--port 54321] [--host 127.0.0.1]
 *   [--data-dir .data/local-backend | --memory] [--site-origins a,b]`
 */
import { parseArgs } from 'node:util';
import { DEFAULT_AUTH_RATE_LIMITS } from './auth/rateLimits';
import { DataDirLockedError } from './db/connection/dataDirLock';
import { parseLimitFlags } from './projectConfig';
import { DEFAULT_API_RATE_LIMITS } from './rest/rateLimits';
import { startLocalBackendInternal } from './server';
import { DEFAULTS, ENV_NAMES } from './settings';
import { PROGRESS_PREFIX, readyLine } from './startLines';

const USAGE = `Usage: pnpm --filter local-backend start -- [options]

  --port <n>             port to listen on (default ${DEFAULTS.port}; 0 picks a free one)
  --host <host>          interface to bind (default ${DEFAULTS.host})
  --data-dir <path>      database folder, relative to the repo root (default ${DEFAULTS.dataDir})
  --memory               throwaway in-memory database instead of a folder (with --database-url:
                         a throwaway database on that server, dropped on exit)
  --database-url <url>   run on a PostgreSQL 15+ server instead of the embedded PGlite, e.g.
                         postgres://postgres@127.0.0.1:5432/eo_site (default: $DATABASE_URL)
  --site-origins <list>  comma-separated CORS origins (default ${DEFAULTS.siteOrigins.join(',')})
  --auth-rate-limit <name=n>  override one of config.toml's [auth.rate_limit] (repeatable), e.g.
                         sign_in_sign_ups=1000 for a test run that signs many users in
  --api-rate-limit <name=n>   override one of config.toml's [api.rate_limit] (repeatable), e.g.
                         event_insert=100000 for a test run that adds many events
  --smtp-port <n>        the SMTP server every email goes to, on 127.0.0.1 (default config.toml's
                         [inbucket] smtp_port, ${DEFAULTS.mail.smtpPort}: the mail catcher of pnpm start / pnpm dev)
  --email-max-frequency <s>  override config.toml's [auth.email] max_frequency, in seconds (GoTrue's
                         per-account pause between two emails of a kind), e.g. 20 for a test run
  --bcrypt-cost <n>      bcrypt's cost for passwords (default 10, GoTrue's; 4 to 31), e.g. 4 for a
                         test run that signs hundreds of users up and in
  --scheduled-jobs <m>   auto (default): the server's pg_cron, else a tick a minute; manual: only
                         POST /_local/jobs/run (the e2e suite: an email there arrives by its
                         wake-up alone, never by the minute's sweep)
  --exit-with-parent     stop when standard input closes (for scripts that start it as a child)
  --help                 show this help

Environment: DATABASE_URL, DATABASE_POOL_SIZE (default twice the cores), LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, JWT_SECRET, plus anything functions read.`;

async function main(): Promise<void> {
  // `pnpm start -- --port 1` may pass the separator through.
  const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean' },
      'database-url': { type: 'string' },
      'site-origins': { type: 'string' },
      'auth-rate-limit': { type: 'string', multiple: true },
      'api-rate-limit': { type: 'string', multiple: true },
      'exit-with-parent': { type: 'boolean' },
      'smtp-port': { type: 'string' },
      'scheduled-jobs': { type: 'string' },
      'email-max-frequency': { type: 'string' },
      'bcrypt-cost': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = values.port === undefined ? DEFAULTS.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, got ${values.port}`);
  const siteOrigins = values['site-origins']
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  const scheduledJobs = values['scheduled-jobs'] ?? 'auto';
  if (scheduledJobs !== 'auto' && scheduledJobs !== 'manual') throw new Error(`--scheduled-jobs must be auto or manual, got ${scheduledJobs}`);
  const databaseUrl = values['database-url'] ?? process.env[ENV_NAMES.databaseUrl];
  const authRateLimits = parseLimitFlags('auth-rate-limit', values['auth-rate-limit'] ?? [], DEFAULT_AUTH_RATE_LIMITS);
  const apiRateLimits = parseLimitFlags('api-rate-limit', values['api-rate-limit'] ?? [], DEFAULT_API_RATE_LIMITS);
  const emailMaxFrequency = wholeNumberFlag('email-max-frequency', values['email-max-frequency'], 1, Number.MAX_SAFE_INTEGER, 'a whole number of seconds above 0');
  const bcryptCost = wholeNumberFlag('bcrypt-cost', values['bcrypt-cost'], 4, 31, 'a whole number from 4 to 31');

  const backend = await startLocalBackendInternal({
    authRateLimits,
    apiRateLimits,
    port,
    host: values.host ?? DEFAULTS.host,
    memory: values.memory ?? false,
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(siteOrigins && siteOrigins.length > 0 ? { siteOrigins } : {}),
    env: process.env,
    ...(values['smtp-port'] ? { smtp: { port: Number(values['smtp-port']) } } : {}),
    scheduledJobs,
    ...(emailMaxFrequency !== undefined ? { projectSettings: { emailMaxFrequencySeconds: emailMaxFrequency } } : {}),
    ...(bcryptCost !== undefined ? { bcryptCost } : {}),
    // Each phase as it begins: a start that takes long on a busy machine says where it is, and the
    // tools that start the backend (tooling/src/stack/startBackend.ts) judge it by its progress.
    progress: (phase) => console.log(`${PROGRESS_PREFIX}${phase}`),
  });

  console.log(readyLine(backend.url));
  console.log(`  anon key:          ${backend.anonKey}`);
  console.log(`  service_role key:  ${backend.serviceRoleKey}`);
  console.log(`  local admin:       ${backend.adminEmail} / ${backend.adminPassword} (local use only)`);
  console.log(`  database engine:   ${backend.db.description}`);
  console.log(`  email:             SMTP 127.0.0.1:${values['smtp-port'] ?? DEFAULTS.mail.smtpPort}`);
  console.log(`  scheduled jobs:    ${backend.jobs.description}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, stopping local backend...`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Failed to stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  // A bug in one request must not take the whole backend down.
  process.on('unhandledRejection', (reason) => console.error('[local-backend] unhandled rejection:', reason));
  process.on('uncaughtException', (error) => {
    // Our output pipe is gone (the parent died without a signal): logging would throw again, in a loop.
    if ((error as NodeJS.ErrnoException).code === 'EPIPE') process.exit(0);
    console.error('[local-backend] uncaught exception:', error);
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A parent that dies without signalling (a killed test runner) closes our stdin pipe.
  if (values['exit-with-parent']) {
    process.stdin.on('end', () => shutdown('parent exit'));
    process.stdin.on('close', () => shutdown('parent exit'));
    process.stdin.resume();
  }
}

/** A flag's whole number from `min` to `max`, or undefined when it is not given; else an error naming the flag and its rule. */
function wholeNumberFlag(name: string, raw: string | undefined, min: number, max: number, rule: string): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be ${rule}, got ${raw}`);
  return value;
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error('Local backend failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
