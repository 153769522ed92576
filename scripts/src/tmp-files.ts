import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './testing/chromium';
import { portBlock } from './config/ports';
import { startStack } from './stack/startStack';
const stack = await startStack({ ports: portBlock(4500), publicHost: '127.0.0.1', memory: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const route of (process.argv[2] ?? '/').split(',')) {
  const page = await browser.newPage();
  const rows: Promise<string>[] = [];
  const t0 = Date.now();
  page.on('response', (r) => {
    const type = r.request().resourceType();
    if (type !== 'script' && type !== 'fetch') return;
    const at = Date.now() - t0;
    rows.push(r.body().then((b) => `${String(at).padStart(5)}ms ${(gzipSync(b, { level: 9 }).length / 1024).toFixed(1).padStart(7)} kB  ${r.url().replace(/http:\/\/127.0.0.1:\d+/, '')}`));
  });
  await page.goto(`${stack.shellUrl}${route}`, { waitUntil: 'networkidle' });
  console.log(route); for (const r of await Promise.all(rows)) console.log(r);
  await page.close();
}
await browser.close(); await stack.stop();
