import { portBlock } from 'build-preset/ports';
import { calendarBench } from '../onBuilds/calendarBench';
import { startStack } from '../stack/startStack';

// `pnpm bench:calendar [--quick]`: the calendar benchmark (onBuilds/calendarBench.ts) on a stack of
// the builds of its own, whose backend lets the bench's member add as many events as it seeds.
// `--quick` is the small run `pnpm test` does so this script cannot rot. Needs `pnpm build`.
const stack = await startStack({ ports: portBlock(Number(process.env.BENCH_PORT_BASE ?? 4500)), publicHost: '127.0.0.1', memory: true, apiRateLimits: { event_insert: 100_000 } });
try {
  await calendarBench(stack, { quick: process.argv.includes('--quick') });
} finally {
  await stack.stop();
}
