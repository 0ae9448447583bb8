import { chromium, test, type BrowserContext } from '@playwright/test';
import { chromiumArgs, findChromium } from '../find-browser.mjs';
import { watchCsp } from './test';

/**
 * A browser with a profile on disk, so that closing and launching it again on the same directory is a
 * browser restart: session cookies and sessionStorage die, persistent cookies and localStorage stay.
 */
export const launchBrowserWithProfile = async (userDataDir: string): Promise<BrowserContext> =>
  watchCsp(
    await chromium.launchPersistentContext(userDataDir, {
      executablePath: findChromium(),
      args: chromiumArgs,
      headless: true,
      baseURL: test.info().project.use.baseURL,
    }),
  );
