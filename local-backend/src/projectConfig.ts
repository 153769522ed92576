/**
 * `supabase/config.toml`, the Supabase CLI's project settings, read once at start: the local
 * backend takes per-function `verify_jwt` and `[auth.rate_limit]` from it, as the CLI does, and
 * `[api.rate_limit]`, the database's own limits (see rest/rateLimits.ts).
 */
import fs from 'node:fs';
import { parse } from 'smol-toml';
import { SUPABASE_CONFIG_FILE } from './settings';

export interface ProjectConfig {
  functions?: Record<string, { verify_jwt?: unknown }>;
  auth?: { rate_limit?: Record<string, unknown> };
  /** Not a Supabase CLI section (the CLI warns about it and goes on): the database's own limits. */
  api?: { rate_limit?: Record<string, unknown> };
}

export function readProjectConfig(file: string = SUPABASE_CONFIG_FILE): ProjectConfig {
  return fs.existsSync(file) ? (parse(fs.readFileSync(file, 'utf8')) as ProjectConfig) : {};
}
