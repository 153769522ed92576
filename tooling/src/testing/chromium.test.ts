import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';

const featuresOf = (arg: string | undefined) => new Set(arg?.slice('--disable-features='.length).split(',') ?? []);

describe('the Chromium every browser test launches', () => {
  it("keeps every feature Playwright turns off (Chromium reads only the last --disable-features), and opens no address-bar popup page", async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
    try {
      const featureArgs = server.process().spawnargs.filter((arg) => arg.startsWith('--disable-features='));
      // Playwright's own comes first; ours last, and it is the one Chromium reads.
      expect(featureArgs.at(-1)).toBe(CHROMIUM_ARGS.find((arg) => arg.startsWith('--disable-features=')));
      const ours = featuresOf(featureArgs.at(-1));
      const playwrights = [...featuresOf(featureArgs[0])];
      expect(playwrights.filter((feature) => !ours.has(feature)), 'add these to PLAYWRIGHT_DISABLED_FEATURES').toEqual([]);
      expect(playwrights.sort()).toEqual([...PLAYWRIGHT_DISABLED_FEATURES].sort());

      const browser = await chromium.connect(server.wsEndpoint());
      const context = await browser.newContext();
      await context.newPage();
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { url: string }[] };
      expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
      await browser.close();
    } finally {
      await server.close();
    }
  }, 30_000);
});
