import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/**
 * `virtual:pwa-register` in unit tests (the PWA plugin makes it in a build): jsdom has no service
 * worker, so nothing registers; `update` is what the app's Reload calls.
 */
export const registerSW = (_options?: RegisterSWOptions) => async (_reload?: boolean) => {};
