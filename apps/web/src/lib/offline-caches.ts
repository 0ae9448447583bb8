/**
 * The service worker's runtime caches (ADR 054), named here so the page can empty the private
 * ones: the signed-in user's list answers and the photos they showed. They are emptied when the
 * session ends and when someone signs in, so another person on the device never sees them.
 */
export const offlineCaches = {
  /** The last page (index.html as the server sent it, with its settings). */
  pages: 'rela-pages',
  /** Chunks of the app that the precache leaves out (the map, the chat), as they are used. */
  assets: 'rela-assets',
  /** The answers behind the buyer's list and the account: private, per signed-in user. */
  homes: 'rela-homes',
  /** The photos of the homes shown: private for the same reason (which homes someone looks at). */
  photos: 'rela-photos',
} as const;

export const privateOfflineCaches = [offlineCaches.homes, offlineCaches.photos] as const;

/**
 * The API reads kept for the offline list: the account (the role and the header), the supervisor
 * card above the list, the buyer's keys, the homes' records and their photos' addresses.
 */
export const offlineReadPattern =
  /^\/api\/(?:my-account-info|dashboard\/my-supervisor-info|[^/]+\/(?:my-listing-keys|listings\/properties|listings\/images))$/;

/**
 * The header the worker adds to the answers it keeps for the list: when it kept them, in ms. An
 * answer carries it only when the worker served its copy, never when the network answered.
 */
export const seenAtHeader = 'x-rela-seen-at';

/** The homes' photos Rela serves (ADR 046). */
export const photoPattern = /^\/api\/[^/]+\/photos\//;

/** Drops the private caches; nothing to do where the Cache API is missing. */
export const clearPrivateOfflineCaches = async (): Promise<void> => {
  if (typeof caches === 'undefined') return;
  await Promise.all(privateOfflineCaches.map((name) => caches.delete(name).catch(() => false)));
};
