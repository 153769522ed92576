import { providerEnvironment, startOidcStandIn, type OidcStandIn } from 'local-backend/oidc-provider-stand-in';

export interface LocalOidcProvider {
  standIn: OidcStandIn;
  /** What the backend needs to offer it as config.toml's `[auth.external.google]`. */
  backendEnv: Record<string, string>;
}

/**
 * The local stand-in OpenID provider on 127.0.0.1:`port`, for a backend on `backendPort`: third-party
 * sign-in ("Continue with Google") then works end to end without a Google account. Who starts it stops it.
 */
export async function startLocalOidcProvider(port: number, backendPort: number): Promise<LocalOidcProvider> {
  const standIn = await startOidcStandIn({ port, redirectUris: [`http://127.0.0.1:${backendPort}/auth/v1/callback`] });
  return { standIn, backendEnv: providerEnvironment(standIn) };
}

/** The lines `pnpm start` and `pnpm dev` print about it. */
export function describeOidcProvider(provider: LocalOidcProvider): string {
  const { issuer, account } = provider.standIn;
  return `  OpenID provider  ${issuer} (stands in for Google; test account ${account.email} / ${account.password})`;
}
