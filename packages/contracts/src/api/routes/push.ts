import {
  pushDeviceParamsSchema,
  pushDevicesResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushDeviceSchema,
} from '../push';
import { apiRoute } from '../route';
import { z } from 'zod/mini';

/** Web Push to the caller's devices (ADR 052, RFC 8030 with VAPID and RFC 8291). */
export const pushRoutes = {
  /** The server's VAPID public key, for `pushManager.subscribe({applicationServerKey})`. */
  pushPublicKey: apiRoute({
    method: 'GET',
    path: '/push/public-key',
    access: 'signed-in',
    tag: 'push',
    ok: { 200: pushPublicKeyResponseSchema },
    errors: [401],
  }),
  /**
   * This device's subscription: 201 with the new device, 200 when the endpoint was known (its
   * keys replaced). Past `limits.pushDevicesPerUser` the device that was used least recently goes.
   */
  subscribePush: apiRoute({
    method: 'POST',
    path: '/push/subscriptions',
    access: 'signed-in',
    tag: 'push',
    body: pushSubscriptionBodySchema,
    ok: { 200: pushDeviceSchema, 201: pushDeviceSchema },
    errors: [400, 401, 429],
  }),
  /** The caller's devices, the most recently used first. */
  pushDevices: apiRoute({
    method: 'GET',
    path: '/push/subscriptions',
    access: 'signed-in',
    tag: 'push',
    ok: { 200: pushDevicesResponseSchema },
    errors: [401],
  }),
  /** Removes one of the caller's devices; another's, or none, is a 404. */
  removePushDevice: apiRoute({
    method: 'DELETE',
    path: '/push/subscriptions/:id',
    access: 'signed-in',
    tag: 'push',
    params: pushDeviceParamsSchema,
    ok: { 200: z.object({ id: z.string() }) },
    errors: [400, 401, 404],
  }),
} as const;
