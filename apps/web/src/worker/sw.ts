/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  offlineCaches,
  offlineReadPattern,
  photoPattern,
  seenAtHeader,
} from '../lib/offline-caches';
import { noticeOf, targetOf } from './notice';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const day = 24 * 60 * 60;

/** The app shell the build lists (ADR 054: the first load, the signed-in pages, not the map or chat). */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install takes the open page at once; an update waits for the person's Reload.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Only answers that went well are kept (an error page or a 401 never stands in for a list). */
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * Pages: the network first (the server adds settings to index.html); without one, the last page
 * it sent, else the precached one. Every path is the same page, kept under one key.
 */
const pages = new NetworkFirst({
  cacheName: offlineCaches.pages,
  plugins: [
    okOnly,
    { cacheKeyWillBeUsed: async () => `${self.location.origin}/` },
    { handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() },
  ],
});
registerRoute(new NavigationRoute(pages, { denylist: [/^\/(?:api|assistant|dev)(?:\/|$)/] }));

/** The chunks the precache leaves out, as they are used; their names change with their content. */
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: offlineCaches.assets,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * day })],
  }),
);

/** A kept answer says when it was kept: the page then shows "Offline, as of" that time. */
const stamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(seenAtHeader, String(Date.now()));
    // The body is kept decoded: the network's encoding and length no longer describe it.
    headers.delete('content-encoding');
    headers.delete('content-length');
    return new Response(await response.blob(), { status: response.status, headers });
  },
};

/**
 * One key per set of homes, whatever their order: `listingKeys=B,A` is kept and found as
 * `listingKeys=A,B` (the list's keys can come back in another order than when they were kept).
 */
const sameHomesSameKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    const keys = url.searchParams.get('listingKeys');
    if (keys === null) return request;
    url.searchParams.set('listingKeys', keys.split(',').sort().join(','));
    return url.href;
  },
};

/** The buyer's list and the account as last seen, for the list without a network. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && offlineReadPattern.test(url.pathname),
  new NetworkFirst({
    cacheName: offlineCaches.homes,
    // Offline the call goes without the bearer token the kept answer was asked with.
    matchOptions: { ignoreVary: true },
    plugins: [okOnly, stamped, sameHomesSameKey, new ExpirationPlugin({ maxEntries: 30 })],
  }),
);

/** The photos of those homes (content-addressed: a new photo is a new address). */
registerRoute(
  ({ url }) => url.origin === self.location.origin && photoPattern.test(url.pathname),
  new CacheFirst({
    cacheName: offlineCaches.photos,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * day })],
  }),
);

/** Every push shows a notification (REQ-APP-PUSH-VISIBLE). */
self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      data: { url: notice.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      ...(notice.tag ? { tag: notice.tag } : {}),
    }),
  );
});

/**
 * A click opens the notice's page: an open Rela window is focused and told where to go (it moves
 * there without a reload, `open-notice`), else a new window opens at it.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const target = targetOf(data?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) {
        await self.clients.openWindow(target);
        return;
      }
      open.postMessage({ type: 'open-notice', url: target });
      await open.focus();
    })(),
  );
});
