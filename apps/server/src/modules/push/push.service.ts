import {
  isUuid,
  limits,
  pushMessages,
  type PushDevice,
  type PushSubscriptionBody,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { PushSubscriptionRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { appError, invalidInput } from '../../platform/errors';
import { deviceLabel } from './device-label';
import { endpointAllowed } from './push-endpoints';
import {
  devicesOf,
  dropDevicesBeyond,
  removeDevice,
  upsertSubscription,
} from './push-subscriptions.queries';

export type PushServiceDeps = { db: Db; clock: Clock; pushServiceOrigins: readonly string[] };

const deviceOf = (row: PushSubscriptionRow): PushDevice => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** base64url of exactly `bytes` bytes (RFC 8291: a 65-byte P-256 point, a 16-byte secret). */
const decodesTo = (value: string, bytes: number) =>
  Buffer.from(value, 'base64url').length === bytes;

/**
 * Stores the caller's device (REQ-PUSH-DEVICES): only an endpoint of a known push service
 * (REQ-PUSH-ALLOWLIST) with keys of the right size; past `limits.pushDevicesPerUser` the caller's
 * least recently used device goes. Answers the device and whether it is new (201) or was known.
 */
export const subscribePush = async (
  deps: PushServiceDeps,
  userId: string,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<{ device: PushDevice; created: boolean }> => {
  if (!endpointAllowed(body.endpoint, deps.pushServiceOrigins))
    throw invalidInput('endpoint', pushMessages.endpointNotAllowed);
  const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
  if (!decodesTo(body.keys.p256dh, 65) || p256dh[0] !== 0x04)
    throw invalidInput('keys.p256dh', pushMessages.badKeys);
  if (!decodesTo(body.keys.auth, 16)) throw invalidInput('keys.auth', pushMessages.badKeys);
  return deps.db.transaction(async (tx) => {
    const { row, created } = await upsertSubscription(tx, {
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      label: deviceLabel(userAgent),
      now: deps.clock.now(),
    });
    await dropDevicesBeyond(tx, userId, limits.pushDevicesPerUser, row.id);
    return { device: deviceOf(row), created };
  });
};

/** The caller's devices, the most recently used first; never their endpoints or keys. */
export const listPushDevices = async (db: Db, userId: string) => ({
  items: (await devicesOf(db, userId)).map(deviceOf),
});

/** Removes one of the caller's devices; another person's, or none, is a 404. */
export const removePushDevice = async (db: Db, userId: string, id: string) => {
  if (!isUuid(id) || !(await removeDevice(db, userId, id)))
    throw appError('NOT_FOUND', pushMessages.deviceNotFound);
  return { id };
};
