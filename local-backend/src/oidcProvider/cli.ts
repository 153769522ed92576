/**
 * `pnpm oidc-provider:stand-in`: runs the local OpenID provider alone on 127.0.0.1 (port 54327, or
 * PORT) and prints the environment that makes the local backend offer it as Google. `pnpm start`
 * and `pnpm dev` run it themselves; this is for a backend started by hand.
 */
import { DEFAULTS } from '../settings';
import { providerEnvironment } from './environment';
import { startOidcStandIn } from './standIn';

const port = Number(process.env.PORT ?? 54327);
const backendUrl = process.env.BACKEND_URL ?? `http://127.0.0.1:${DEFAULTS.port}`;
const standIn = await startOidcStandIn({ port, redirectUris: [`${backendUrl}/auth/v1/callback`] });
const env = providerEnvironment(standIn);
console.log(`Local OpenID provider on ${standIn.issuer} (test account ${standIn.account.email} / ${standIn.account.password}). Start the backend with:`);
console.log(`  ${Object.entries(env).map(([key, value]) => `${key}=${value}`).join(' ')} pnpm --filter local-backend start`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
