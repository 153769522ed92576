import { oidcProviderPort, portBlock } from 'build-preset/ports';
import { runLighthouse } from './onBuilds/lighthouse';
import { startStack } from './stack/startStack';

// `pnpm lighthouse [--quick] [--runs N] [--routes /a,/b] [--save DIR]`: Lighthouse's mobile preset on
// the production builds (onBuilds/lighthouse.ts says what is measured and checked), on a stack of
// its own served as `pnpm start` serves the site: with its stand-in sign-in provider, so /events
// offers it as a configured deployment does. Needs `pnpm build`.
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const portBase = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 4600);
const stack = await startStack({ ports: portBlock(portBase), publicHost: '127.0.0.1', memory: true, oidcProviderPort: oidcProviderPort(portBase) });
let passed = false;
try {
  passed = await runLighthouse(stack, {
    quick: args.includes('--quick'),
    ...(option('--routes') ? { routes: option('--routes')!.split(',') } : {}),
    ...(option('--runs') ? { runs: Number(option('--runs')) } : {}),
    ...(option('--save') ? { saveDir: option('--save')! } : {}),
  });
} finally {
  await stack.stop();
}
process.exit(passed ? 0 : 1);
