import { oidcProviderPort, portBlock } from 'build-preset/ports';
import { startStack } from '../stack/startStack';
import { calendarBench } from './calendarBench';
import { runLighthouse } from './lighthouse';
import { measureSizes } from './sizes';

// `pnpm tools:quick`: what `pnpm test` runs of the tools on the builds so none of them can rot, on
// one stack instead of one each (a stack is about 12 core-seconds: its backend, the seed and the
// prerender of every route, 29 November): the first-load sizes against their ceilings (`pnpm size`),
// Lighthouse's quick run (`pnpm lighthouse --quick`), then the calendar benchmark's quick run
// (`pnpm bench:calendar --quick`), last, as it seeds a month of events. The stack is what each
// needs: served as `pnpm start` serves the site (the stand-in sign-in provider, for Lighthouse), and
// a member's event limit for the bench's series. Each tool's outcome is printed; any failure fails.
// Needs `pnpm build`. TOOLS_PORT_BASE moves its port block (4400 and up, `pnpm size`'s).
const portBase = Number(process.env.TOOLS_PORT_BASE ?? 4400);
const stack = await startStack({ ports: portBlock(portBase), publicHost: '127.0.0.1', memory: true, oidcProviderPort: oidcProviderPort(portBase), apiRateLimits: { event_insert: 100_000 } });
const failed: string[] = [];
const step = async (name: string, work: () => Promise<boolean>) => {
  console.log(`\n## ${name}`);
  const started = Date.now();
  const passed = await work().catch((error: unknown) => (console.error(error), false));
  console.log(`## ${name}: ${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!passed) failed.push(name);
};
try {
  await step('first-load sizes against their ceilings (pnpm size)', async () => {
    const overCeiling = await measureSizes(stack);
    if (overCeiling.length > 0) console.error(`Over its size ceiling (tooling/src/sizeBudgets.ts): ${overCeiling.join('; ')}`);
    return overCeiling.length === 0;
  });
  await step('Lighthouse, quick run (pnpm lighthouse --quick)', () => runLighthouse(stack, { quick: true }));
  await step('calendar benchmark, quick run (pnpm bench:calendar --quick)', async () => (await calendarBench(stack, { quick: true }), true));
} finally {
  await stack.stop();
}
if (failed.length > 0) console.error(`\npnpm tools:quick: failed: ${failed.join('; ')}`);
process.exit(failed.length > 0 ? 1 : 0);
