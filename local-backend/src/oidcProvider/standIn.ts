/**
 * A local stand-in OpenID Connect provider, so third-party sign-in works end to end without a
 * Google account: `oidc-provider` (a certified OpenID Provider library) with one confidential
 * client (the local backend's `/auth/v1/callback`), one test account and a plain sign-in page.
 *
 * - Discovery at `<issuer>/.well-known/openid-configuration`, keys at its `jwks_uri` (RS256, made
 *   at start), authorization code flow with PKCE, ID tokens carrying email, email_verified and name.
 * - The sign-in page (`/interaction/<uid>`) asks for the test account's email and password; any
 *   other answer shows "Wrong email or password." Consent is given at once (a first-party client).
 * - It listens on 127.0.0.1 only; whoever starts it stops it.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { TEST_ACCOUNT, type TestAccount } from './testAccount';

export { TEST_ACCOUNT, type TestAccount };

export interface OidcStandInOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Where the provider may send the browser back: the local backend's `/auth/v1/callback`. */
  redirectUris: string[];
  account?: TestAccount;
}

export interface OidcStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  account: TestAccount;
  stop(): Promise<void>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function signInPage(uid: string, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in: local test provider</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#0b57d0;color:#fff;border:0;border-radius:4px}
[role=alert]{color:#b3261e;margin-top:1rem}</style></head>
<body><main><h1>Local test provider</h1>
<p>This stands in for Google on this machine. Sign in with the test account printed by <code>pnpm start</code>.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const host = options.host ?? '127.0.0.1';
  const account = options.account ?? TEST_ACCOUNT;
  const clientId = options.clientId ?? 'local-site';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const server = http.createServer();
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve((server.address() as AddressInfo).port));
  });
  const issuer = `http://${host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the claims the scopes ask for (as Google's does), not only `sub`.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Lifetimes of a sign-in's artifacts, set (the library's defaults print a notice on every use).
    ttl: { Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, Interaction: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      if (id !== account.sub) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({ sub: account.sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  server.on('request', (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
      if (!match) return callback(req, res);
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'consent') {
          // A first-party client: the grant is given without asking.
          const grant = details.grantId
            ? await provider.Grant.find(details.grantId)
            : new provider.Grant({ accountId: details.session?.accountId ?? '', clientId: String(details.params.client_id) });
          if (!grant) throw new Error('grant not found');
          grant.addOIDCScope(String(details.params.scope ?? 'openid'));
          await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
          return;
        }
        if (req.method === 'POST' && match[2]) {
          const form = await readForm(req);
          const ok = form.get('email')?.trim().toLowerCase() === account.email && form.get('password') === account.password;
          if (!ok) {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
            res.end(signInPage(details.uid, 'Wrong email or password.'));
            return;
          }
          await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(signInPage(details.uid));
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`Sign-in could not go on: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    account,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
