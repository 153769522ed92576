/**
 * `pnpm --filter local-backend template [-- --bcrypt-cost 4 --bcrypt-cost default]`: makes sure the
 * cached migrated template (db/connection/migratedTemplate.ts) of today's migrations and seed exists
 * for each bcrypt cost named (`default`: GoTrue's, what `pnpm start` and the tools' stacks use), by
 * starting an in-memory backend once and stopping it. `pnpm test` runs it after the build, at full
 * priority and before any suite, so that no backend it starts later builds a template cold while
 * competing with the end-to-end suite for the cores (issue 61): each later in-memory start copies it.
 */
import { parseArgs } from 'node:util';
import { startLocalBackendInternal } from './server';

// `pnpm template -- --bcrypt-cost 4` may pass the separator through.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
const { values } = parseArgs({ args, options: { 'bcrypt-cost': { type: 'string', multiple: true } }, strict: true });
const costs = (values['bcrypt-cost'] ?? ['default']).map((raw) => {
  if (raw === 'default') return undefined;
  const cost = Number(raw);
  if (!Number.isInteger(cost) || cost < 4 || cost > 31) throw new Error(`--bcrypt-cost must be a whole number from 4 to 31 or "default", got ${raw}`);
  return cost;
});

// One after the other: each start also writes the empty cluster's cache, which the next one reads.
for (const cost of costs) {
  const label = `bcrypt cost ${cost ?? 'default'}`;
  const started = Date.now();
  let built = false;
  const backend = await startLocalBackendInternal({
    memory: true,
    port: 0,
    ...(cost === undefined ? {} : { bcryptCost: cost }),
    smtp: null,
    scheduledJobs: 'manual',
    outboxWakeups: false,
    progress: (phase) => {
      if (phase.startsWith('saving the migrated template')) built = true;
      console.log(`[template, ${label}] ${phase}`);
    },
  });
  await backend.stop();
  console.log(`[template, ${label}] ${built ? 'built and saved' : 'already cached'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
