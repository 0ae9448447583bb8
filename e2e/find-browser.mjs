// Finds a Chromium for the end-to-end suites. Never downloads one.
// Order: CHROME_PATH, Playwright's own downloaded browser, then the usual system paths.
import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

export const NO_CHROMIUM =
  'No Chromium found: install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.';

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @param {string} file */
const isExecutableFile = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

const playwrightChromium = () => {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
};

/**
 * The path of a Chromium executable; throws an Error whose message is one line saying how to get one.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export const findChromium = (env = process.env) => {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return fromEnv;
    throw new Error(
      `CHROME_PATH is set to "${fromEnv}", which is not an executable file: point it at a Chrome/Chromium binary or unset it.`,
    );
  }
  const candidates = [playwrightChromium(), ...systemPaths];
  const found = candidates.find((file) => file !== undefined && isExecutableFile(file));
  if (found === undefined) throw new Error(NO_CHROMIUM);
  return found;
};

/** The Chromium flags every e2e browser starts with (also for persistent contexts). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  try {
    console.log(`Chromium: ${findChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
