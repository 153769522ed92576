/**
 * Every constant and default of the local backend in one place.
 *
 * Values mirror what the Supabase CLI's local stack uses (JWT secret, statement timeouts) so that
 * a frontend configured for `supabase start` works unchanged against this backend. What
 * `supabase/config.toml` names is read from it (projectConfig.ts), never restated here: the port,
 * the site's origins and the exposed schemas below, and per start the row limit, token lifetime,
 * password length, sign-up and confirmations, rate limits.
 */
import path from 'node:path';
import { readProjectConfig, readProjectDefaults } from './projectConfig';
import { REPO_ROOT, SUPABASE_DIR } from './paths';

export { REPO_ROOT, SUPABASE_DIR } from './paths';

/** `[api] port`, `[auth] site_url` + `additional_redirect_urls` and `[api] schemas` of config.toml. */
const PROJECT = readProjectDefaults(readProjectConfig());

export const DEFAULTS = {
  port: PROJECT.port,
  host: '127.0.0.1',
  /** Relative paths are resolved against the repo root, not the package folder. */
  dataDir: '.data/local-backend',
  /** The CORS allow-list: the site's origins from config.toml. */
  siteOrigins: PROJECT.siteOrigins,
  /** The Supabase CLI's well-known local JWT secret. Never use it for a hosted project. */
  jwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  adminEmail: 'admin@eo-apac.test',
  adminPassword: 'local-admin-2026',
  /** `[inbucket]` of config.toml: the local mail catcher's ports and the sender of every email. */
  mail: PROJECT.mail,
} as const;

export const ENV_NAMES = {
  adminEmail: 'LOCAL_ADMIN_EMAIL',
  adminPassword: 'LOCAL_ADMIN_PASSWORD',
  jwtSecret: 'JWT_SECRET',
  /** A PostgreSQL server's database to run on instead of PGlite (see server.ts). */
  databaseUrl: 'DATABASE_URL',
} as const;

/** Database roles a JWT may name; anything else is refused before reaching Postgres. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export const AUTH = {
  /** Go's bcrypt.DefaultCost, which GoTrue uses. */
  bcryptCost: 10,
  audience: 'authenticated',
  defaultRole: 'authenticated',
  /** `X-Supabase-Api-Version` value that switches GoTrue to `{ code, message }` error bodies. */
  apiVersion: '2024-01-01',
  gotrueVersion: 'v2.177.0-local',
  /** The CLI's rate limits count over 5 minutes. */
  rateLimitWindowMs: 5 * 60 * 1000,
  /** Wrong passwords for one account from one address in that window before that address is refused (429). */
  maxFailedPasswords: 10,
  /** Email is on; every third-party provider is off. */
  externalProviders: [
    'anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'figma', 'fly',
    'github', 'gitlab', 'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion',
    'spotify', 'slack', 'slack_oidc', 'workos', 'twitch', 'twitter', 'x', 'zoom',
  ],
} as const;

/** Fixed claims of the local anon / service_role API keys: deterministic, expiring in 2036. */
export const API_KEY_CLAIMS = { iss: 'supabase-demo', iat: 1_700_000_000, exp: 2_100_000_000 } as const;

export const DB = {
  /**
   * Statement timeouts per role, as Supabase sets them (`alter role ... set statement_timeout`).
   * A statement that runs longer stops the database thread, which restarts (57014 to the caller).
   * Override with STATEMENT_TIMEOUT_ANON_MS / STATEMENT_TIMEOUT_AUTHENTICATED_MS.
   */
  statementTimeoutMs: {
    anon: positiveInt(process.env.STATEMENT_TIMEOUT_ANON_MS) ?? 3_000,
    authenticated: positiveInt(process.env.STATEMENT_TIMEOUT_AUTHENTICATED_MS) ?? 8_000,
    service_role: undefined,
  } as Record<ApiRole, number | undefined>,
};

function positiveInt(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

export const HTTP = {
  /** Request bodies above this are refused with 413. */
  maxBodyBytes: 1024 * 1024,
  /** JSON nested deeper than this is refused with 400 before anything walks it. */
  maxJsonDepth: 128,
  allowedHeaders: [
    'authorization', 'x-client-info', 'apikey', 'content-type', 'prefer', 'range', 'range-unit',
    'accept', 'accept-profile', 'content-profile', 'x-supabase-api-version', 'x-retry-count',
    'x-region', 'traceparent', 'tracestate', 'baggage',
  ],
  exposedHeaders: [
    'content-range', 'content-location', 'location', 'preference-applied', 'range-unit',
    'x-supabase-api-version',
  ],
  allowedMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
} as const;

export const REST = {
  /** The schemas exposed through /rest/v1 (PostgREST `db-schemas`, `[api] schemas`). */
  exposedSchemas: PROJECT.exposedSchemas,
} as const;

export const REALTIME = {
  /** WebSocket frames above this are refused. */
  maxFrameBytes: 1024 * 1024,
  publication: 'supabase_realtime',
  /** Channels one socket may join (Realtime's default), and joins per second on one socket. */
  maxChannelsPerConnection: 100,
  maxJoinsPerSecond: 100,
} as const;

export const FUNCTIONS = {
  namePattern: /^[a-z0-9][a-z0-9-]*$/,
  dir: path.join(SUPABASE_DIR, 'functions'),
  /** Secrets for functions, as `supabase functions serve` reads them (git-ignored). */
  envFile: path.join(SUPABASE_DIR, 'functions', '.env'),
} as const;

export function resolveDataDir(dataDir: string): string {
  return path.isAbsolute(dataDir) ? dataDir : path.resolve(REPO_ROOT, dataDir);
}
