import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
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

/** Whether the profile's localStorage files on disk hold this key (of any origin). */
const localStorageOnDiskHolds = (userDataDir: string, key: string): boolean => {
  const dir = path.join(userDataDir, 'Default', 'Local Storage', 'leveldb');
  try {
    return readdirSync(dir).some((file) => readFileSync(path.join(dir, file)).includes(key));
  } catch {
    return false;
  }
};

/**
 * Waits until Chromium has written this localStorage key to the profile on disk. It writes
 * localStorage in batches, and a browser closed by the test right after the page set a key may
 * not have written it yet (the restart then rightly finds nothing): a user's browser is not
 * closed within the moment after signing in, a test's is.
 */
export const expectLocalStorageOnDisk = async (userDataDir: string, key: string): Promise<void> =>
  expect
    .poll(() => localStorageOnDiskHolds(userDataDir, key), {
      message: `localStorage key ${key} written to the profile`,
    })
    .toBe(true);
