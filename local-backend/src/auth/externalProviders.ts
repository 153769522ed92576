/**
 * Third-party sign-in providers from `supabase/config.toml`'s `[auth.external.<name>]`, as the
 * Supabase CLI lays them out: `enabled`, `client_id`, `secret`, `url`, `redirect_uri`,
 * `skip_nonce_check`. Values may be `env(NAME)` (read from the environment, as the CLI does), and
 * the CLI's overrides `SUPABASE_AUTH_EXTERNAL_<NAME>_<KEY>` win over the file.
 *
 * Every provider is spoken to as OpenID Connect: its issuer is `url` when given, else the
 * provider's well-known issuer (Google: https://accounts.google.com). A provider is offered only
 * when it is enabled and has a client id and a secret; `/settings` reports exactly those.
 */
import type { ProjectConfig } from '../projectConfig';

export interface ExternalProvider {
  name: string;
  issuer: string;
  clientId: string;
  secret: string;
  /** Where the provider sends the browser back; the backend's own `/auth/v1/callback` when unset. */
  redirectUri: string | undefined;
  skipNonceCheck: boolean;
}

/** Issuers of the OpenID Connect providers GoTrue knows by name. Others need `url`. */
const KNOWN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
};

type Env = Record<string, string | undefined>;

function resolveValue(value: unknown, env: Env): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
  const resolved = match ? env[match[1] as string] : value;
  return resolved === undefined || resolved.trim() === '' ? undefined : resolved.trim();
}

export function readExternalProviders(config: ProjectConfig, env: Env): Map<string, ExternalProvider> {
  const providers = new Map<string, ExternalProvider>();
  for (const [name, section] of Object.entries(config.auth?.external ?? {})) {
    const override = (key: string) => env[`SUPABASE_AUTH_EXTERNAL_${name.toUpperCase()}_${key.toUpperCase()}`];
    const setting = (key: string) => resolveValue(override(key) ?? section?.[key], env);
    const enabledSetting = override('enabled') ?? section?.enabled;
    const enabled = enabledSetting === true || enabledSetting === 'true';
    const clientId = setting('client_id');
    const secret = setting('secret');
    const issuer = setting('url') ?? KNOWN_ISSUERS[name];
    if (!enabled || !clientId || !secret || !issuer) continue;
    const skipNonce = override('skip_nonce_check') ?? section?.skip_nonce_check;
    providers.set(name, {
      name,
      issuer: issuer.replace(/\/$/, ''),
      clientId,
      secret,
      redirectUri: setting('redirect_uri'),
      skipNonceCheck: skipNonce === true || skipNonce === 'true',
    });
  }
  return providers;
}
