import { join } from 'node:path';
import { LOCAL_OIDC_PROVIDER_PORT, LOCAL_PORTS } from 'build-preset/ports';
import { describeOidcProvider } from './stack/oidcProvider';
import { REPO_ROOT } from './config/repoRoot';
import { startDevServers } from './stack/startDevServers';

// `pnpm dev`: the local backend plus every part's rsbuild dev server with hot reload.
const servers = await startDevServers({
  ports: LOCAL_PORTS,
  dataDir: process.env.LOCAL_BACKEND_DATA_DIR ?? join(REPO_ROOT, '.data', 'local-backend'),
  inheritOutput: true,
  oidcProviderPort: LOCAL_OIDC_PROVIDER_PORT,
});

console.log(`\nDev servers starting: open ${servers.shellUrl} (remotes on ${Object.values(LOCAL_PORTS.remotes).join(', ')}).`);
if (servers.oidcProvider) console.log(describeOidcProvider(servers.oidcProvider));
console.log(`Local inbox (every email the site sends): ${servers.inboxUrl}`);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await servers.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
