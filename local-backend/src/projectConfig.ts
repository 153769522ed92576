/**
 * `supabase/config.toml`, the Supabase CLI's project settings, read once at start: the local
 * backend takes from it what the CLI's stack would (per-function `verify_jwt`,
 * `[auth.rate_limit]`, `[api] max_rows`, `[auth] jwt_expiry`, `minimum_password_length`,
 * `refresh_token_reuse_interval`, `[auth.email] enable_confirmations`), and `[api.rate_limit]`,
 * the database's own limits (see rest/rateLimits.ts). A value is written in config.toml only;
 * the fallbacks below apply only when a key is absent.
 */
import fs from 'node:fs';
import { parse } from 'smol-toml';
import { SUPABASE_CONFIG_FILE } from './settings';

export interface ProjectConfig {
  functions?: Record<string, { verify_jwt?: unknown }>;
  auth?: {
    jwt_expiry?: unknown;
    minimum_password_length?: unknown;
    refresh_token_reuse_interval?: unknown;
    email?: { enable_confirmations?: unknown };
    rate_limit?: Record<string, unknown>;
  };
  api?: {
    max_rows?: unknown;
    /** Not a Supabase CLI section (the CLI warns about it and goes on): the database's own limits. */
    rate_limit?: Record<string, unknown>;
  };
}

export function readProjectConfig(file: string = SUPABASE_CONFIG_FILE): ProjectConfig {
  return fs.existsSync(file) ? (parse(fs.readFileSync(file, 'utf8')) as ProjectConfig) : {};
}

/** What the APIs take from config.toml, typed. */
export interface ProjectSettings {
  /** `[api] max_rows`: PostgREST's `db-max-rows`, the most rows one read answers. */
  maxRows: number;
  /** `[auth] jwt_expiry`: access token lifetime in seconds (GoTrue `JWT_EXP`). */
  accessTokenSeconds: number;
  /** `[auth] minimum_password_length` (GoTrue `PASSWORD_MIN_LENGTH`). */
  minPasswordLength: number;
  /** `[auth] refresh_token_reuse_interval` in seconds (GoTrue `SECURITY_REFRESH_TOKEN_REUSE_INTERVAL`). */
  refreshTokenReuseSeconds: number;
  /**
   * `[auth.email] enable_confirmations`: true, sign-up answers the user without a session (the
   * address is to be confirmed by mail first); false, sign-up signs the user in at once (GoTrue's
   * autoconfirm).
   */
  emailConfirmations: boolean;
}

/** Used only for a key config.toml leaves out: the values this backend had before reading them. */
const FALLBACKS: ProjectSettings = {
  maxRows: 1000,
  accessTokenSeconds: 3600,
  minPasswordLength: 6,
  refreshTokenReuseSeconds: 10,
  emailConfirmations: true,
};

function integer(value: unknown, key: string, min: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw new Error(`supabase/config.toml: ${key} must be an integer of at least ${min}, not ${JSON.stringify(value)}`);
  }
  return value;
}

function boolean(value: unknown, key: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new Error(`supabase/config.toml: ${key} must be true or false, not ${JSON.stringify(value)}`);
  return value;
}

/** The typed settings of `config`; a key that is present but of the wrong kind stops the start with its name. */
export function readProjectSettings(config: ProjectConfig): ProjectSettings {
  return {
    maxRows: integer(config.api?.max_rows, '[api] max_rows', 1, FALLBACKS.maxRows),
    accessTokenSeconds: integer(config.auth?.jwt_expiry, '[auth] jwt_expiry', 1, FALLBACKS.accessTokenSeconds),
    minPasswordLength: integer(config.auth?.minimum_password_length, '[auth] minimum_password_length', 1, FALLBACKS.minPasswordLength),
    refreshTokenReuseSeconds: integer(config.auth?.refresh_token_reuse_interval, '[auth] refresh_token_reuse_interval', 0, FALLBACKS.refreshTokenReuseSeconds),
    emailConfirmations: boolean(config.auth?.email?.enable_confirmations, '[auth.email] enable_confirmations', FALLBACKS.emailConfirmations),
  };
}
