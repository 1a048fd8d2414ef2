import { existsSync } from 'node:fs';
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/** The system Chromium (never a downloaded one): `apt-get install -y chromium`, or CHROMIUM_PATH. */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(configured)) {
    throw new Error(`Chromium not found at ${configured}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  return configured;
}

/**
 * What playwright-core (1.65) turns off with its own --disable-features. Chromium reads only the
 * last --disable-features on its command line, so ours must repeat these to keep them off;
 * e2e/chromium.e2e.ts fails if Playwright's list grows past this one.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
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
 * Headless Chromium still builds a browser window for every context, and with it the address
 * bar's popup: a WebUI page in a renderer of its own that loads some 900 scripts. No test sees
 * it, yet it cost about as much CPU as opening the visualizer under test (measured with a trace
 * per context); on two cores shared by three test files, that time came out of every test.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** Flags for root in a container with no network but loopback (see README). */
export const baseChromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];

/** `extra.args` go after ours: one with a --disable-features of its own would replace the list above. */
export function launchChromium(extra: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    ...extra,
    args: [...baseChromiumArgs, ...(extra.args ?? [])],
  });
}
