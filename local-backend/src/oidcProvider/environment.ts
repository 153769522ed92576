import type { OidcStandIn } from './standIn';

/**
 * The variables that point config.toml's `[auth.external.google]` at the stand-in: the Supabase
 * CLI's own overrides (`SUPABASE_AUTH_EXTERNAL_<NAME>_<KEY>`), which the local backend honours too.
 */
export function providerEnvironment(standIn: Pick<OidcStandIn, 'issuer' | 'clientId' | 'clientSecret'>, provider = 'google'): Record<string, string> {
  const prefix = `SUPABASE_AUTH_EXTERNAL_${provider.toUpperCase()}`;
  return {
    [`${prefix}_CLIENT_ID`]: standIn.clientId,
    [`${prefix}_SECRET`]: standIn.clientSecret,
    [`${prefix}_URL`]: standIn.issuer,
  };
}
