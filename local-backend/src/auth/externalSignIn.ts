/**
 * GoTrue's external-provider sign-in (`/authorize` → the provider → `/callback` → the site), for
 * the OpenID Connect providers of config.toml (externalProviders.ts):
 *
 * - `GET /authorize?provider=&redirect_to=&code_challenge=&code_challenge_method=`: with a code
 *   challenge (supabase-js `flowType: 'pkce'`) a row of `auth.flow_state` keeps it; the browser is
 *   sent to the provider's authorization endpoint (from its discovery document) with a random
 *   `state`, a `nonce` and the backend's own PKCE challenge to the provider.
 * - `GET /callback?code=&state=`: the state must be one this backend issued in the last 10 minutes
 *   (single use); the code is exchanged at the provider's token endpoint, and the ID token is
 *   verified with `jose` against the provider's JWKS (signature, issuer, audience = client id,
 *   expiry, nonce). The identity (provider + subject) finds its user; a first sign-in creates one
 *   (the profiles trigger makes its profile, role user). A verified address that matches a
 *   confirmed account links to it, as GoTrue links identities. PKCE: back to `redirect_to` with
 *   `?code=<auth code>`; implicit: with the session in the fragment, as GoTrue answers.
 * - `POST /token?grant_type=pkce` `{ auth_code, code_verifier }`: the flow state of that code,
 *   at most 5 minutes old, whose challenge the verifier matches, becomes a session (once).
 *
 * `redirect_to` is followed only to an allowed origin (`[auth] site_url`,
 * `additional_redirect_urls`, the backend's site origins); anything else goes to the site URL.
 * The state and the backend's own PKCE verifier live in this process only, as one backend serves
 * one flow from start to end.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Database, Transaction } from '../db/connection/database';
import { AuthError } from './errors';
import type { ExternalProvider } from './externalProviders';
import type { AuthCore } from './authCore';
import type { Body } from './requestBody';
import { createSession } from './sessions';
import { findUserByEmail, touchLastSignIn, USER_COLUMNS, type UserRow } from './users';

const STATE_TTL_MS = 10 * 60 * 1000;
/** GoTrue's flow state lifetime. */
const FLOW_STATE_TTL_SECONDS = 300;
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

interface PendingSignIn {
  provider: ExternalProvider;
  redirectTo: string;
  flowStateId: string | undefined;
  nonce: string;
  verifier: string;
  expiresAt: number;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  issuer: string;
}

const externalErrors = {
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => new AuthError(400, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () => new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  badChallenge: () => new AuthError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge'),
};

function base64UrlSha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export class ExternalSignIn {
  private readonly pending = new Map<string, PendingSignIn>();
  private readonly discoveries = new Map<string, Promise<Discovery>>();
  private readonly keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(
    private readonly db: Database,
    private readonly auth: AuthCore,
    readonly providers: ReadonlyMap<string, ExternalProvider>,
    /** Origins `redirect_to` may name; the first is the site URL. */
    private readonly allowedOrigins: readonly string[],
    /** e.g. `http://127.0.0.1:54321/auth/v1`, known once the server listens. */
    private readonly authUrl: () => string,
  ) {}

  private discovery(provider: ExternalProvider): Promise<Discovery> {
    let found = this.discoveries.get(provider.name);
    if (!found) {
      found = fetch(`${provider.issuer}/.well-known/openid-configuration`).then(async (response) => {
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        return (await response.json()) as Discovery;
      });
      found.catch(() => this.discoveries.delete(provider.name));
      this.discoveries.set(provider.name, found);
    }
    return found;
  }

  /** `redirect_to` when its origin is allowed, else the site URL (GoTrue's `isRedirectURLValid`). */
  private redirectTarget(requested: string | undefined): string {
    const siteUrl = this.allowedOrigins[0] ?? 'http://localhost:3000';
    if (!requested) return siteUrl;
    try {
      const url = new URL(requested);
      return this.allowedOrigins.includes(url.origin) ? url.toString() : siteUrl;
    } catch {
      return siteUrl;
    }
  }

  /** The provider's sign-in page to send the browser to. */
  async authorize(query: Record<string, string | undefined>): Promise<string> {
    const provider = this.providers.get((query.provider ?? '').toLowerCase());
    if (!provider) throw new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    const redirectTo = this.redirectTarget(query.redirect_to);
    const challenge = query.code_challenge ?? '';
    const method = (query.code_challenge_method ?? '').toLowerCase();
    let flowStateId: string | undefined;
    if (challenge !== '' || method !== '') {
      if (challenge === '' || !['s256', 'plain'].includes(method)) throw externalErrors.badChallenge();
      flowStateId = randomUUID();
      await this.db.transaction((tx) =>
        tx.query(
          `insert into auth.flow_state (id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, updated_at)
           values ($1, $2, $3, $4, $5, 'oauth', now(), now())`,
          [flowStateId, randomUUID(), method, challenge, provider.name],
        ),
      );
    }
    const discovery = await this.discovery(provider).catch((error: unknown) => {
      throw new AuthError(500, 'unexpected_failure', `Could not reach the ${provider.name} provider: ${error instanceof Error ? error.message : String(error)}`);
    });
    this.dropExpired();
    const state = randomBytes(24).toString('base64url');
    const pending: PendingSignIn = {
      provider,
      redirectTo,
      flowStateId,
      nonce: randomBytes(16).toString('base64url'),
      verifier: randomBytes(32).toString('base64url'),
      expiresAt: Date.now() + STATE_TTL_MS,
    };
    this.pending.set(state, pending);
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: this.callbackUrl(provider),
      scope: 'openid email profile',
      state,
      ...(provider.skipNonceCheck ? {} : { nonce: pending.nonce }),
      code_challenge: base64UrlSha256(pending.verifier),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  private callbackUrl(provider: ExternalProvider): string {
    return provider.redirectUri ?? `${this.authUrl()}/callback`;
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [state, entry] of this.pending) if (entry.expiresAt < now) this.pending.delete(state);
  }

  /** Where the browser goes after the provider: the site, with a code, the session or an error. */
  async callback(query: Record<string, string | undefined>): Promise<string> {
    const pending = query.state ? this.pending.get(query.state) : undefined;
    if (query.state) this.pending.delete(query.state);
    if (!pending || pending.expiresAt < Date.now()) {
      return this.withError(this.redirectTarget(undefined), false, 'invalid_request', 'OAuth state parameter missing or invalid');
    }
    const pkce = pending.flowStateId !== undefined;
    if (query.error) return this.withError(pending.redirectTo, pkce, query.error, query.error_description ?? 'The provider refused the sign-in');
    if (!query.code) return this.withError(pending.redirectTo, pkce, 'invalid_request', 'OAuth callback with missing authorization code');
    let claims: JWTPayload;
    try {
      claims = await this.verifiedIdToken(pending, query.code);
    } catch (error) {
      console.error('[local-backend] external sign-in failed:', error);
      return this.withError(pending.redirectTo, pkce, 'server_error', 'Error getting user profile from external provider');
    }
    const { provider } = pending;
    return this.db.transaction(async (tx) => {
      const user = await this.userForIdentity(tx, provider.name, claims);
      if (pkce) {
        const authCode = randomUUID();
        const updated = await tx.query(
          `update auth.flow_state set user_id = $2, auth_code = $3, auth_code_issued_at = now(), updated_at = now() where id = $1`,
          [pending.flowStateId, user.id, authCode],
        );
        if (updated.affectedRows === 0) return this.withError(pending.redirectTo, true, 'invalid_request', 'Flow state not found');
        const url = new URL(pending.redirectTo);
        url.searchParams.set('code', authCode);
        return url.toString();
      }
      const { sessionId, refreshToken } = await createSession(tx, user.id);
      const tokens = await this.auth.tokenResponse(tx, await touchLastSignIn(tx, user.id), sessionId, refreshToken, 'oauth');
      const url = new URL(pending.redirectTo);
      url.hash = new URLSearchParams({
        access_token: tokens.access_token,
        expires_at: String(tokens.expires_at),
        expires_in: String(tokens.expires_in),
        refresh_token: tokens.refresh_token,
        token_type: 'bearer',
      }).toString();
      return url.toString();
    });
  }

  /** `POST /token?grant_type=pkce`. */
  async pkceGrant(body: Body) {
    const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
    if (authCode === '' || verifier === '') throw new AuthError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
    const outcome = await this.db.transaction(async (tx) => {
      const row = (
        await tx.query<{ id: string; user_id: string | null; code_challenge: string; code_challenge_method: string; authentication_method: string; age_seconds: number }>(
          `select id, user_id, code_challenge, code_challenge_method, authentication_method,
                  extract(epoch from now() - coalesce(auth_code_issued_at, created_at))::float8 as age_seconds
             from auth.flow_state where auth_code = $1 for update`,
          [authCode],
        )
      ).rows[0];
      if (!row || !row.user_id) return { error: externalErrors.flowStateNotFound() };
      // Single use, whatever the outcome: the failures below answer without rolling this back.
      await tx.query('delete from auth.flow_state where id = $1', [row.id]);
      if (row.age_seconds > FLOW_STATE_TTL_SECONDS) return { error: externalErrors.flowStateExpired() };
      const expected = row.code_challenge_method === 'plain' ? verifier : base64UrlSha256(verifier);
      if (expected !== row.code_challenge) return { error: externalErrors.badCodeVerifier() };
      const { sessionId, refreshToken } = await createSession(tx, row.user_id);
      const user = await touchLastSignIn(tx, row.user_id);
      // The session's method: a provider's sign-in (oauth), or an emailed link's (recovery, otp, email/signup).
      return { tokens: await this.auth.tokenResponse(tx, user, sessionId, refreshToken, row.authentication_method) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.tokens;
  }

  private async verifiedIdToken(pending: PendingSignIn, code: string): Promise<JWTPayload> {
    const { provider } = pending;
    const discovery = await this.discovery(provider);
    const response = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.secret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.callbackUrl(provider),
        code_verifier: pending.verifier,
      }),
    });
    const tokens = (await response.json().catch(() => ({}))) as { id_token?: string; error?: string };
    if (!response.ok || !tokens.id_token) throw new Error(`token endpoint answered ${response.status} ${tokens.error ?? ''}`);
    let keys = this.keySets.get(provider.name);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
      this.keySets.set(provider.name, keys);
    }
    const { payload } = await jwtVerify(tokens.id_token, keys, { issuer: discovery.issuer, audience: provider.clientId });
    if (!provider.skipNonceCheck && payload.nonce !== pending.nonce) throw new Error('the ID token does not carry the nonce of this sign-in');
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('the ID token has no subject');
    return payload;
  }

  /** The user of this identity: found, linked by a verified address, or created. */
  private async userForIdentity(tx: Transaction, providerName: string, claims: JWTPayload): Promise<UserRow> {
    const sub = claims.sub as string;
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
    const name = typeof claims.name === 'string' ? claims.name : undefined;
    const identityData = {
      iss: claims.iss,
      sub,
      provider_id: sub,
      ...(email ? { email, email_verified: emailVerified } : {}),
      ...(name ? { name, full_name: name } : {}),
      ...(typeof claims.picture === 'string' ? { picture: claims.picture, avatar_url: claims.picture } : {}),
      phone_verified: false,
    };
    const existing = (
      await tx.query<{ user_id: string }>(
        `update auth.identities set identity_data = $3, last_sign_in_at = now(), updated_at = now()
          where provider_id = $1 and provider = $2 returning user_id::text`,
        [sub, providerName, JSON.stringify(identityData)],
      )
    ).rows[0];
    if (existing) return this.userById(tx, existing.user_id);

    let user: UserRow | undefined;
    if (email && emailVerified) {
      const byEmail = await findUserByEmail(tx, email);
      // GoTrue links an identity to the account of the same address when both are verified.
      if (byEmail?.email_confirmed_at) user = byEmail;
    }
    if (user) {
      const providers = new Set<string>([...((user.raw_app_meta_data?.providers as string[] | undefined) ?? []), providerName]);
      await tx.query(
        `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('providers', $2::jsonb), updated_at = now() where id = $1`,
        [user.id, JSON.stringify([...providers])],
      );
    } else {
      const taken = email ? await findUserByEmail(tx, email) : undefined;
      if (taken) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      const id = randomUUID();
      user = (
        await tx.query<UserRow>(
          `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
                                   is_super_admin, created_at, updated_at, is_sso_user, is_anonymous)
           values ($1, $2, 'authenticated', 'authenticated', $3, case when $4 then now() end, $5, $6, false, now(), now(), false, false)
           returning ${USER_COLUMNS}`,
          [INSTANCE_ID, id, email || null, emailVerified, JSON.stringify({ provider: providerName, providers: [providerName] }), JSON.stringify(identityData)],
        )
      ).rows[0] as UserRow;
    }
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3, $4, now(), now(), now())`,
      [sub, user.id, JSON.stringify(identityData), providerName],
    );
    return user;
  }

  private async userById(tx: Transaction, id: string): Promise<UserRow> {
    const row = (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id])).rows[0];
    if (!row) throw new AuthError(404, 'user_not_found', 'User not found');
    return row;
  }

  private withError(target: string, pkce: boolean, error: string, description: string): string {
    const url = new URL(target);
    const params = new URLSearchParams({ error, error_code: error, error_description: description });
    if (pkce) for (const [key, value] of params) url.searchParams.set(key, value);
    else url.hash = params.toString();
    return url.toString();
  }
}
