/** Runs `task` while holding a lock shared by every tab of this origin. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

const LOCK_NAME = 'rela-refresh';

/**
 * Web Locks where the browser has them; otherwise the task runs directly: the session already
 * refreshes once per tab at a time, and the server accepts a just-rotated token for a short grace.
 */
export const browserRefreshLock: RefreshLock = async (task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return await locks.request(LOCK_NAME, task);
};

export const noRefreshLock: RefreshLock = (task) => task();
