import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker is active and controls the page (it registers five seconds after
 * the page has loaded, ADR 054). Polled from here: `page.waitForFunction` takes the promise an async check
 * returns as its (truthy) answer, so it must not be given one.
 */
export const untilControlled = (page: Page): Promise<void> =>
  expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return (
            registration?.active?.state === 'activated' &&
            navigator.serviceWorker.controller !== null
          );
        }),
      { message: 'the service worker controls the page', timeout: 60_000 },
    )
    .toBe(true);

/** Waits until the worker's cache `name` holds an answer for each of `paths` (a part of its URL). */
export const untilKept = (page: Page, name: string, paths: readonly string[]): Promise<void> =>
  expect
    .poll(
      () =>
        page.evaluate(
          async ([cache, parts]) => {
            const kept = (await (await caches.open(cache)).keys()).map((request) => request.url);
            return parts.filter((part) => !kept.some((url) => url.includes(part)));
          },
          [name, paths] as const,
        ),
      { message: `the worker's ${name} cache holds ${paths.join(', ')}` },
    )
    .toEqual([]);
