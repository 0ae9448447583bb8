import { createECDH, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { pushMessages } from '@rela/contracts';
import { expect, test, type Page } from '../support/test';
import { untilControlled } from '../support/installed-app';
import { suitePort } from '../support/ports';
import { signIn } from '../support/sign-in';
import { labels } from '../../apps/web/src/lib/labels';

/** Pictures for a person to look at (not compared): e2e/.artifacts/screenshots/. */
const screenshotDir = fileURLToPath(new URL('../.artifacts/screenshots/', import.meta.url));

// The one spec where the worker registers (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Counts `Notification.requestPermission` calls in sessionStorage (kept across page loads). */
const countPermissionAsks = () => {
  const ask = Notification.requestPermission.bind(Notification);
  Notification.requestPermission = (...args) => {
    sessionStorage.setItem('e2e.asks', String(Number(sessionStorage.getItem('e2e.asks') ?? 0) + 1));
    return ask(...args);
  };
};
const permissionAsks = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('e2e.asks') ?? 0));

/**
 * Headless Chromium reaches no real push service: `pushManager.subscribe` answers with a
 * subscription to a loopback endpoint that the server allows (PUSH_SERVICE_ORIGINS, the network's
 * edge), with a real P-256 key and auth secret.
 */
const loopbackPush = (subscription: { endpoint: string; p256dh: string; auth: string }) => {
  let current: PushSubscription | null = null;
  const make = () =>
    ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async () => (current = make());
  PushManager.prototype.getSubscription = async () => current;
};

const browserSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:${suitePort + 2}/push/${randomBytes(8).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
};

test('the manifest and the service worker register; the worker controls the page (REQ-APP-MANIFEST, REQ-APP-WORKER)', async ({
  page,
}) => {
  await signIn(page, 'buyer');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await page.request.get(href ?? '');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({
    name: 'Rela',
    display: 'standalone',
    start_url: '/home',
    scope: '/',
    icons: expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  });
  await untilControlled(page);
  const scope = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.scope,
  );
  expect(scope).toBe(`http://127.0.0.1:${suitePort}/`);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('push is asked for only on the click, then the device is listed and removed (REQ-APP-PUSH-ASK, REQ-APP-PUSH-DEVICES)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(countPermissionAsks);
  await context.addInitScript(loopbackPush, browserSubscription());
  await signIn(page, 'buyer');

  // The bell's panel offers it, and says what it brings, before any ask.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: labels.alerts.title });
  await expect(panel.getByText(pushMessages.offerDetail)).toBeVisible();
  await expect(panel.getByRole('button', { name: pushMessages.turnOn })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/account');
  const section = page.getByRole('region', { name: labels.alerts.preferencesTitle });
  await expect(section.getByText(pushMessages.offerTitle)).toBeVisible();
  await expect(section.getByText(pushMessages.devicesEmpty)).toBeVisible();
  await untilControlled(page);
  expect(await permissionAsks(page), 'no ask before the click').toBe(0);

  await section.getByRole('button', { name: pushMessages.turnOn }).click();
  await expect(section.getByText(pushMessages.turnedOn)).toBeVisible();
  expect(await permissionAsks(page), 'one ask, on the click').toBe(1);
  const devices = section.getByRole('list', { name: pushMessages.devicesTitle });
  const device = devices.getByRole('listitem');
  await expect(device).toHaveCount(1);
  await expect(device.getByText(pushMessages.thisDevice)).toBeVisible();
  await expect(device.getByText(pushMessages.neverUsed, { exact: false })).toBeVisible();

  for (const [name, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}push-devices-${name}.png` });
  }

  await device.getByRole('button', { name: /^Remove / }).click();
  await expect(section.getByText(pushMessages.removed)).toBeVisible();
  await expect(section.getByText(pushMessages.devicesEmpty)).toBeVisible();
  await expect(section.getByRole('button', { name: pushMessages.turnOn })).toBeVisible();
});

test('My Account offers "Install Rela" when the browser offers to install (REQ-APP-INSTALL)', async ({
  page,
  context,
}) => {
  // Headless Chromium does not offer installing: the page gets the offer's event as Chromium sends it.
  await context.addInitScript(() => {
    window.addEventListener('load', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          sessionStorage.setItem('e2e.installPrompted', 'yes');
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
  });
  await signIn(page, 'buyer');
  await page.goto('/account');
  const install = page.getByRole('button', { name: labels.installedApp.install });
  await expect(install).toBeVisible();
  for (const [name, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await install.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshotDir}install-${name}.png` });
  }
  await install.click();
  expect(await page.evaluate(() => sessionStorage.getItem('e2e.installPrompted'))).toBe('yes');
  await expect(install).toBeHidden();
});
