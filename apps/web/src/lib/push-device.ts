import { pushRoutes, type PushDevice, type PushSubscriptionBody } from '@rela/contracts';
import { call } from './api-client';

/** Where this device keeps the id the server gave its subscription ("This device" in the list). */
const deviceKey = 'rela.pushDevice';

/** Push on this device: no Push API, refused by the person, off, or on. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Whether this browser can take pushes at all (an iPhone's Safari only from the Home Screen). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

export const storedPushDevice = (): string | null => {
  try {
    return window.localStorage.getItem(deviceKey);
  } catch {
    return null;
  }
};

const storePushDevice = (id: string | null) => {
  try {
    if (id === null) window.localStorage.removeItem(deviceKey);
    else window.localStorage.setItem(deviceKey, id);
  } catch {
    // Without storage the list only cannot say which device is this one.
  }
};

const subscriptionNow = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/** This device's state, from the browser's permission, its subscription and the stored id. */
export const readPushState = async (): Promise<PushState> => {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted' || storedPushDevice() === null) return 'off';
  return (await subscriptionNow()) ? 'on' : 'off';
};

/** The VAPID key as the bytes `applicationServerKey` takes (base64url without padding). */
export const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/**
 * Turns push on for this device, only ever from the person's click: the browser's permission
 * (asked here and nowhere else, REQ-APP-PUSH-ASK), the server's key, the browser's subscription,
 * then the server's record of it. 'blocked' when the permission is refused; a failed call throws.
 */
export const turnPushOn = async (): Promise<'blocked' | PushDevice> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const { publicKey } = await call(pushRoutes.pushPublicKey);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  // The browser's JSON is the body's shape; the server checks it (a bad one is a 400).
  const body = subscription.toJSON() as PushSubscriptionBody;
  const device = await call(pushRoutes.subscribePush, { body });
  storePushDevice(device.id);
  return device;
};

/** Forgets this device's subscription in the browser (its pushes then fail and the server drops it). */
export const dropPushSubscription = async (): Promise<void> => {
  storePushDevice(null);
  if (!pushSupported()) return;
  try {
    await (await subscriptionNow())?.unsubscribe();
  } catch {
    // Nothing to drop.
  }
};

/** Turns push off on this device: the server forgets it, then the browser. */
export const turnPushOff = async (): Promise<void> => {
  const id = storedPushDevice();
  if (id) await call(pushRoutes.removePushDevice, { params: { id } });
  await dropPushSubscription();
};
