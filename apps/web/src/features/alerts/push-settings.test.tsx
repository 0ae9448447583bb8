import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushMessages, pushRoutes, type PushDevice } from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';

const publicKey =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

/** This browser's Push API (jsdom has none): a permission, a registration and its subscription. */
const browserPush = (permission: NotificationPermission) => {
  let current: { toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const requestPermission = vi.fn(async () => permission);
  const subscribe = vi.fn(async () => {
    current = { toJSON: () => subscription, unsubscribe: async () => ((current = null), true) };
    return current;
  });
  const registration = {
    pushManager: { subscribe, getSubscription: async () => current },
  };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission: 'default',
      requestPermission,
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
      addEventListener: () => {},
      removeEventListener: () => {},
      controller: null,
    },
  });
  return { requestPermission, subscribe };
};

/** The caller's devices behind MSW: subscribe adds one, remove takes it out; logs the bodies. */
const devicesServer = () => {
  let devices: PushDevice[] = [];
  const bodies: unknown[] = [];
  server.use(
    http.get(apiUrl(pushRoutes.pushPublicKey.path), () => HttpResponse.json({ publicKey })),
    http.get(apiUrl(pushRoutes.pushDevices.path), () => HttpResponse.json({ items: devices })),
    http.post(apiUrl(pushRoutes.subscribePush.path), async ({ request }) => {
      bodies.push(await request.json());
      const device = {
        id: 'd1',
        label: 'Chrome on Linux',
        createdAt: '2026-11-30T09:00:00.000Z',
        lastUsedAt: null,
      };
      devices = [device];
      return HttpResponse.json(device, { status: 201 });
    }),
    http.delete(apiUrl('/push/subscriptions/:id'), ({ params }) => {
      devices = devices.filter((device) => device.id !== params.id);
      return HttpResponse.json({ id: params.id });
    }),
  );
  return { bodies };
};

const notifications = async () => {
  storedSignIn();
  renderApp('/account');
  return screen.findByRole('region', { name: labels.alerts.preferencesTitle });
};

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push on this device (REQ-APP-PUSH-ASK, REQ-APP-PUSH-DEVICES)', () => {
  it('says what it brings, asks the browser only on the click, then lists this device', async () => {
    const user = userEvent.setup();
    const push = browserPush('granted');
    const { bodies } = devicesServer();
    const section = await notifications();
    expect(await within(section).findByText(pushMessages.offerDetail)).toBeVisible();
    expect(within(section).getByText(pushMessages.devicesEmpty)).toBeVisible();
    expect(push.requestPermission).not.toHaveBeenCalled();

    await user.click(within(section).getByRole('button', { name: pushMessages.turnOn }));
    expect(await within(section).findByText(pushMessages.turnedOn)).toBeVisible();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(bodies).toEqual([subscription]);
    const list = await within(section).findByRole('list', { name: pushMessages.devicesTitle });
    const device = within(list).getByRole('listitem');
    expect(device).toHaveTextContent('Chrome on Linux');
    expect(device).toHaveTextContent(pushMessages.thisDevice);
    expect(device).toHaveTextContent(pushMessages.neverUsed);
    expect(window.localStorage.getItem('rela.pushDevice')).toBe('d1');

    // Removing this device turns push off here.
    await user.click(within(device).getByRole('button', { name: /^Remove / }));
    expect(await within(section).findByText(pushMessages.removed)).toBeVisible();
    expect(await within(section).findByText(pushMessages.devicesEmpty)).toBeVisible();
    expect(within(section).getByRole('button', { name: pushMessages.turnOn })).toBeVisible();
    expect(window.localStorage.getItem('rela.pushDevice')).toBeNull();
  });

  it('says the browser blocks notices when the permission is refused, and subscribes nothing', async () => {
    const user = userEvent.setup();
    const push = browserPush('denied');
    const { bodies } = devicesServer();
    const section = await notifications();
    await user.click(await within(section).findByRole('button', { name: pushMessages.turnOn }));
    expect(await within(section).findByText(pushMessages.blocked)).toBeVisible();
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(bodies).toEqual([]);
  });

  it('says when this browser cannot take pushes', async () => {
    devicesServer();
    const section = await notifications();
    expect(await within(section).findByText(pushMessages.unsupported)).toBeVisible();
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: pushMessages.turnOn })).toBeNull(),
    );
  });
});
