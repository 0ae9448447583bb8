import { useSyncExternalStore } from 'react';
import { seenAtHeader } from './offline-caches';

let asOf: number | null = null;
const listeners = new Set<() => void>();

/**
 * Each successful answer says whether the page now shows a kept copy (the time it was kept) or
 * what the network sent (null again).
 */
export const noteAnswer = (headers: Headers): void => {
  const seenAt = Number(headers.get(seenAtHeader));
  const next = Number.isFinite(seenAt) && seenAt > 0 ? seenAt : null;
  if (next === asOf) return;
  asOf = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the copy the page shows was kept, while it shows one (REQ-APP-OFFLINE); else null. */
export const useOfflineCopy = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => asOf,
    () => null,
  );
