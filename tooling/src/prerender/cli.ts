import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAppConfig } from 'shared-data';
import { REPO_ROOT } from '../config/repoRoot';
import { prerender } from './prerender';

/**
 * `pnpm prerender [--app-config <file or URL>] [--dist <shell folder>]`: writes every page's HTML
 * into the deployed shell's folder, reading each part from where app-config.json says it is
 * deployed and the site's origin from its `siteUrl`. A team that redeploys only its remote runs it
 * as the last step of its deploy. Exits 1, naming the parts, when a part's pages could not be read.
 */
const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
};
const source = option('--app-config', 'http://localhost:3000/app-config.json');
const shellDist = option('--dist', join(REPO_ROOT, 'shell', 'dist'));
const raw: unknown = /^https?:/.test(source) ? await (await fetch(source)).json() : JSON.parse(readFileSync(source, 'utf8'));
const appConfig = parseAppConfig(raw);
if (!appConfig.siteUrl) {
  console.error(`${source} has no siteUrl: add the site's public origin, e.g. "siteUrl": "https://www.example.org".`);
  process.exit(1);
}
const result = await prerender({ shellDist, appConfig, siteOrigin: appConfig.siteUrl });
console.log(`Prerendered ${result.written.length} pages, 404.html, sitemap.xml and robots.txt for ${appConfig.siteUrl} into ${shellDist}.`);
for (const { part, reason } of result.failed) console.error(`${part}: its pages stay client-rendered (${reason}).`);
for (const { path, reason } of result.clientRendered) console.error(`${path}: client-rendered, its content could not be rendered (${reason}).`);
// Not a failure: the backend may be down while the site is deployed; those pages load their data in the browser.
for (const { path, reason } of result.dataUnread) console.warn(`${path}: drawn without its data, the backend did not answer (${reason}).`);
process.exit(result.failed.length + result.clientRendered.length > 0 ? 1 : 0);
