import { writeFileSync } from 'node:fs';
import { renderNginxConfig } from './nginx';
import { PRODUCTION_EXAMPLE } from './productionExample';

// `pnpm deploy:nginx`: regenerates the example production config from the policy.
const target = new URL('../nginx/eo-site.conf', import.meta.url);
writeFileSync(target, renderNginxConfig(PRODUCTION_EXAMPLE));
console.log(`wrote ${target.pathname}`);
