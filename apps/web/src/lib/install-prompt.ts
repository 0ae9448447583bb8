import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event: `prompt()` shows the browser's install dialog. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/**
 * Holds the browser's install offer from the page's start (it can come before any page code has
 * loaded), for the "Install Rela" button to use on a click (REQ-APP-INSTALL).
 */
export const listenForInstallPrompt = (target: Window = window): void => {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    tell();
  });
  target.addEventListener('appinstalled', () => {
    held = null;
    tell();
  });
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The held offer, or null (none yet, used, or the app is installed). */
export const useInstallPrompt = (): InstallPromptEvent | null =>
  useSyncExternalStore(subscribe, () => held);

/** Shows the browser's install dialog; the offer is used up whatever the person chose. */
export const promptInstall = async (): Promise<void> => {
  const offer = held;
  if (!offer) return;
  held = null;
  tell();
  await offer.prompt();
};

/** An iPhone's or iPad's Safari, outside the Home Screen: no offer, but Share > Add to Home Screen. */
export const isIosBrowser = (): boolean => {
  const iOS =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iOS && !standalone;
};
