import { z } from 'zod/mini';
import { pushMessages } from '../messages/push';

/** base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (min: number, max: number) =>
  z
    .string(pushMessages.badKeys)
    .check(
      z.minLength(min, pushMessages.badKeys),
      z.maxLength(max, pushMessages.badKeys),
      z.regex(/^[A-Za-z0-9_-]+$/, pushMessages.badKeys),
    );

/** The longest push endpoint accepted (FCM's and Mozilla's are about 200 characters). */
export const maxPushEndpointLength = 1_024;

/**
 * A push service's URL as the browser hands it over. Only its syntax is checked here; the server
 * sends only to the push services it knows (`https:`, the browsers' own hosts) and to the origins
 * of `PUSH_SERVICE_ORIGINS` (ADR 052), and refuses any other endpoint with a 400.
 */
const endpointSchema = z
  .url({
    protocol: /^https?$/,
    error: pushMessages.endpointNotAllowed,
  })
  .check(z.maxLength(maxPushEndpointLength, pushMessages.endpointNotAllowed));

/**
 * POST /api/push/subscriptions: `PushSubscription.toJSON()` of this device. `p256dh` is the
 * browser's P-256 public key (65 bytes: 87 characters), `auth` its 16-byte secret (22 characters)
 * (RFC 8291). The same endpoint again replaces its keys and keeps its id.
 */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: endpointSchema,
  keys: z.strictObject({ p256dh: base64url(86, 88), auth: base64url(21, 24) }),
  /** What the browser says of the subscription's end (usually null); kept for nothing. */
  expirationTime: z.optional(z.nullable(z.number())),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** One device that gets the caller's pushes; its endpoint and keys are never sent back. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  /** Made from the browser's User-Agent at subscription: "Chrome on Android", "Safari on iPhone". */
  label: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601 of the last push it accepted; null before the first. */
  lastUsedAt: z.nullable(z.string()),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesResponseSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDevicesResponse = z.infer<typeof pushDevicesResponseSchema>;

/** GET /api/push/public-key: the VAPID public key (base64url, 65 bytes uncompressed P-256). */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });

export const pushDeviceParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * What a push carries, encrypted to the device (RFC 8291), for the service worker to show at once
 * (every push shows a notification: REQ-PUSH-VISIBLE). `url` is a path of this origin the click
 * opens: the home's dialog on /home, or the tour on /tours.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().check(z.regex(/^\/(?!\/)/)),
  /** The notice's id: one notification per notice on a device (the worker's `tag`). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
