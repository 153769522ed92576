/**
 * `supabase/config.toml`, the Supabase CLI's project settings, read once at start: the local
 * backend takes from it what the CLI's stack would (`[api] port`, `schemas`, `max_rows`, `[auth]`
 * `site_url` + `additional_redirect_urls`, `jwt_expiry`, `minimum_password_length`,
 * `refresh_token_reuse_interval`, `enable_signup`, `[auth.email] enable_signup`,
 * `enable_confirmations`, `[auth.rate_limit]`, per-function `verify_jwt`), and `[api.rate_limit]`,
 * the database's own limits (see rest/rateLimits.ts). A value is written in config.toml only;
 * the fallbacks below apply only when a key is absent.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { SUPABASE_DIR } from './paths';

const SUPABASE_CONFIG_FILE = path.join(SUPABASE_DIR, 'config.toml');

export interface ProjectConfig {
  functions?: Record<string, { verify_jwt?: unknown }>;
  auth?: {
    site_url?: unknown;
    additional_redirect_urls?: unknown;
    enable_signup?: unknown;
    jwt_expiry?: unknown;
    minimum_password_length?: unknown;
    refresh_token_reuse_interval?: unknown;
    email?: {
      enable_signup?: unknown;
      enable_confirmations?: unknown;
      double_confirm_changes?: unknown;
      max_frequency?: unknown;
      otp_expiry?: unknown;
      /** A project's own mail server; the CLI applies `[auth.rate_limit] email_sent` only when it is enabled. */
      smtp?: { enabled?: unknown };
      template?: Record<string, { subject?: unknown; content_path?: unknown }>;
    };
    rate_limit?: Record<string, unknown>;
    /** Third-party providers, `[auth.external.<name>]` (auth/externalProviders.ts). */
    external?: Record<string, Record<string, unknown> | undefined>;
  };
  /** The Supabase CLI's mail catcher; locally local-backend/src/mail/catcher.ts on the same ports. */
  inbucket?: { port?: unknown; smtp_port?: unknown; admin_email?: unknown; sender_name?: unknown };
  api?: {
    port?: unknown;
    schemas?: unknown;
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
  /** `[auth] enable_signup`: false refuses every sign-up (`disable_signup` in /settings). */
  signUpEnabled: boolean;
  /** `[auth.email] enable_signup`: false refuses sign-up with an email address (`external.email`). */
  emailSignUpEnabled: boolean;
  /**
   * `[auth.email] enable_confirmations`: true, sign-up answers the user without a session (the
   * address is to be confirmed by mail first); false, sign-up signs the user in at once (GoTrue's
   * autoconfirm).
   */
  emailConfirmations: boolean;
  /** `[auth.email] otp_expiry`: seconds an emailed link works (GoTrue `MAILER_OTP_EXP`). */
  emailLinkSeconds: number;
  /**
   * `[auth.email] double_confirm_changes` (GoTrue `MAILER_SECURE_EMAIL_CHANGE_ENABLED`): an email
   * change is confirmed from the current address as well as from the new one.
   */
  emailChangeDoubleConfirm: boolean;
  /**
   * `[auth.email] max_frequency` in seconds (GoTrue `SMTP_MAX_FREQUENCY`, 60 s when unset): the
   * least time between two emails of one kind to one account.
   */
  emailMaxFrequencySeconds: number;
  /** `[auth.email.smtp] enabled`: the project sends through its own mail server. */
  smtpEnabled: boolean;
}

/** Used only for a key config.toml leaves out: the values this backend had before reading them. */
const FALLBACKS: ProjectSettings = {
  maxRows: 1000,
  accessTokenSeconds: 3600,
  minPasswordLength: 6,
  refreshTokenReuseSeconds: 10,
  signUpEnabled: true,
  emailSignUpEnabled: true,
  emailConfirmations: true,
  emailLinkSeconds: 3600,
  emailChangeDoubleConfirm: true,
  emailMaxFrequencySeconds: 60,
  smtpEnabled: false,
};

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** A Go duration as config.toml writes one ("60s", "1m30s", "500ms"), in seconds. */
function duration(value: unknown, key: string, fallback: number): number {
  if (value === undefined) return fallback;
  const text = typeof value === 'string' ? value.trim() : '';
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (text === '' || parts.map((part) => part[0]).join('') !== text) {
    throw new Error(`supabase/config.toml: ${key} must be a duration such as "60s" or "1m", not ${JSON.stringify(value)}`);
  }
  return parts.reduce((ms, part) => ms + Number(part[1]) * (DURATION_UNITS_MS[part[2] as string] as number), 0) / 1000;
}

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
    signUpEnabled: boolean(config.auth?.enable_signup, '[auth] enable_signup', FALLBACKS.signUpEnabled),
    emailSignUpEnabled: boolean(config.auth?.email?.enable_signup, '[auth.email] enable_signup', FALLBACKS.emailSignUpEnabled),
    emailConfirmations: boolean(config.auth?.email?.enable_confirmations, '[auth.email] enable_confirmations', FALLBACKS.emailConfirmations),
    emailLinkSeconds: integer(config.auth?.email?.otp_expiry, '[auth.email] otp_expiry', 1, FALLBACKS.emailLinkSeconds),
    emailChangeDoubleConfirm: boolean(config.auth?.email?.double_confirm_changes, '[auth.email] double_confirm_changes', FALLBACKS.emailChangeDoubleConfirm),
    // GoTrue takes an unset or zero frequency as a minute.
    emailMaxFrequencySeconds: duration(config.auth?.email?.max_frequency, '[auth.email] max_frequency', FALLBACKS.emailMaxFrequencySeconds) || FALLBACKS.emailMaxFrequencySeconds,
    smtpEnabled: boolean(config.auth?.email?.smtp?.enabled, '[auth.email.smtp] enabled', FALLBACKS.smtpEnabled),
  };
}

/** What the start command and the other packages' tools default to, from config.toml. */
export interface ProjectDefaults {
  /** `[api] port`. */
  port: number;
  /** The origins of `[auth] site_url` and `additional_redirect_urls`: the site, allowed by CORS. */
  siteOrigins: string[];
  /** `[api] schemas`: what /rest/v1 exposes, the first by default. */
  exposedSchemas: [string, ...string[]];
  /** `[inbucket]`: the mail catcher's inbox page and SMTP ports, and the sender of every email. */
  mail: { inboxPort: number; smtpPort: number; fromAddress: string; fromName: string };
}

function strings(value: unknown, key: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error(`supabase/config.toml: ${key} must be a list of strings, not ${JSON.stringify(value)}`);
  }
  return value;
}

function origin(url: string, key: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`supabase/config.toml: ${key} must hold URLs, not ${JSON.stringify(url)}`);
  }
}

function schemas(value: unknown): [string, ...string[]] {
  const listed = strings(value, '[api] schemas') ?? ['public'];
  const [first, ...rest] = listed;
  if (first === undefined) throw new Error('supabase/config.toml: [api] schemas must name at least one schema');
  return [first, ...rest];
}

export function readProjectDefaults(config: ProjectConfig): ProjectDefaults {
  const siteUrl = config.auth?.site_url;
  if (siteUrl !== undefined && typeof siteUrl !== 'string') throw new Error(`supabase/config.toml: [auth] site_url must be a URL, not ${JSON.stringify(siteUrl)}`);
  const urls = [...(siteUrl === undefined ? [] : [siteUrl]), ...(strings(config.auth?.additional_redirect_urls, '[auth] additional_redirect_urls') ?? [])];
  const siteOrigins = [...new Set(urls.map((url) => origin(url, '[auth] site_url / additional_redirect_urls')))];
  return {
    port: integer(config.api?.port, '[api] port', 1, 54321),
    siteOrigins: siteOrigins.length > 0 ? siteOrigins : ['http://localhost:3000', 'http://127.0.0.1:3000'],
    exposedSchemas: schemas(config.api?.schemas),
    mail: {
      inboxPort: integer(config.inbucket?.port, '[inbucket] port', 1, 54324),
      smtpPort: integer(config.inbucket?.smtp_port, '[inbucket] smtp_port', 1, 54325),
      fromAddress: typeof config.inbucket?.admin_email === 'string' ? config.inbucket.admin_email : 'admin@email.com',
      fromName: typeof config.inbucket?.sender_name === 'string' ? config.inbucket.sender_name : 'Admin',
    },
  };
}

/**
 * A table of limits (`[auth.rate_limit]`, `[api.rate_limit]`): each named limit from explicit
 * overrides, else the config, else its default; only positive whole numbers count.
 */
export function readLimits<Name extends string>(
  defaults: Record<Name, number>,
  fromConfig: Record<string, unknown> | undefined,
  overrides: Partial<Record<Name, number>> = {},
): Record<Name, number> {
  const limits = { ...defaults };
  for (const name of Object.keys(limits) as Name[]) {
    const value = overrides[name] ?? fromConfig?.[name];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) limits[name] = value;
  }
  return limits;
}

/** `--<flag> name=count` settings of the command line, for a table of limits; a bad one stops the start. */
export function parseLimitFlags<Name extends string>(flag: string, settings: readonly string[], defaults: Record<Name, number>): Partial<Record<Name, number>> {
  const limits: Partial<Record<Name, number>> = {};
  for (const setting of settings) {
    const [name, value] = setting.split('=');
    if (!name || !(name in defaults) || !/^\d+$/.test(value ?? '')) {
      throw new Error(`--${flag} takes <name>=<count> with a name of ${Object.keys(defaults).join(', ')}; got ${setting}`);
    }
    limits[name as Name] = Number(value);
  }
  return limits;
}
