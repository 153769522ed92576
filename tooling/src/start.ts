import { execSync } from 'node:child_process';
import { DEFAULTS } from 'local-backend';
import { join } from 'node:path';
import { LOCAL_OIDC_PROVIDER_PORT, LOCAL_PORTS } from 'build-preset/ports';
import { describeOidcProvider } from './stack/oidcProvider';
import { REPO_ROOT } from './config/repoRoot';
import { startStack } from './stack/startStack';

// `pnpm start`: production builds of every part, each on its own origin, plus the local backend.
execSync('pnpm build', { cwd: REPO_ROOT, stdio: 'inherit' });

const stack = await startStack({
  ports: LOCAL_PORTS,
  dataDir: process.env.LOCAL_BACKEND_DATA_DIR ?? join(REPO_ROOT, '.data', 'local-backend'),
  verbose: true,
  oidcProviderPort: LOCAL_OIDC_PROVIDER_PORT,
});

console.log(`\nEO Asia Pacific is running at ${stack.shellUrl}`);
for (const [name, url] of Object.entries(stack.appConfig.remotes)) console.log(`  remote ${name.padEnd(9)} ${url}`);
console.log(`  backend          ${stack.backendUrl}`);
if (stack.oidcProvider) console.log(describeOidcProvider(stack.oidcProvider));
console.log(`Local inbox (every email the site sends): ${stack.inboxUrl}`);
console.log(`Local admin sign-in: ${process.env.LOCAL_ADMIN_EMAIL ?? DEFAULTS.adminEmail} / ${process.env.LOCAL_ADMIN_PASSWORD ?? DEFAULTS.adminPassword}`);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
