/** Debian's Chromium, launched as this machine allows (no sandbox as root, no background network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches every launch here needs, whoever launches (Playwright, or Lighthouse's chrome-launcher). */
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * The features Playwright 1.65 turns off for every Chromium it launches (its `chromiumSwitches`).
 * Chromium reads only the last `--disable-features` of a command line, and ours comes after
 * Playwright's, so ours must name them again. `chromium.test.ts` launches through Playwright and
 * fails when a new Playwright turns off a feature this list lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium 156 preloads the address bar's popup, a WebUI page (`chrome://omnibox-popup.top-chrome/`)
 * in a renderer of its own, for every window, and a Playwright context is a window: measured on
 * 27 November, it was 45 % of the CPU a one-page test spends (`/terms renders ...`, 19 tests: 91
 * core-seconds with it, 59 without). No test looks at an address bar.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** What Playwright launches Chromium with here (`launchOptions.args`). */
export const CHROMIUM_ARGS = [...CHROMIUM_SWITCHES, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`];
