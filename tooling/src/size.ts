import { portBlock } from 'build-preset/ports';
import { measureSizes } from './onBuilds/sizes';
import { startStack } from './stack/startStack';

// `pnpm size`: first-load JavaScript and CSS per route against their ceilings, on a stack of the
// builds of its own (onBuilds/sizes.ts says what is counted). Needs `pnpm build`. `--files` also
// lists each route's files (gzip, part, path) to show where a figure comes from.
const stack = await startStack({ ports: portBlock(Number(process.env.SIZE_PORT_BASE ?? 4400)), publicHost: '127.0.0.1', memory: true });
let overCeiling: string[];
try {
  overCeiling = await measureSizes(stack, { listFiles: process.argv.includes('--files') });
} finally {
  await stack.stop();
}
if (overCeiling.length > 0) {
  console.error(`\nOver its size ceiling (tooling/src/sizeBudgets.ts): ${overCeiling.join('; ')}`);
  process.exit(1);
}
