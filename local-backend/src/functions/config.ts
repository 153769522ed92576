/**
 * What the Supabase CLI reads for functions: per-function `verify_jwt` from config.toml, and
 * the secrets file `supabase/functions/.env`.
 */
import fs from 'node:fs';
import { parseEnv } from 'node:util';
import type { ProjectConfig } from '../projectConfig';
import { FUNCTIONS } from '../settings';

/** Names of functions whose config says `verify_jwt = false` (public, like the calendar feed). */
export function readPublicFunctions(config: ProjectConfig): Set<string> {
  return new Set(
    Object.entries(config.functions ?? {})
      .filter(([, settings]) => settings.verify_jwt === false)
      .map(([name]) => name),
  );
}

/** Variables from `supabase/functions/.env`, or none when the file does not exist. */
export function readFunctionSecrets(envFile: string = FUNCTIONS.envFile): Record<string, string> {
  if (!fs.existsSync(envFile)) return {};
  return Object.fromEntries(Object.entries(parseEnv(fs.readFileSync(envFile, 'utf8'))).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
