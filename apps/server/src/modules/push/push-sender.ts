import type { PushPayload } from '@rela/contracts';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** A device's subscription as the sender needs it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What the push service made of one push (ADR 052): `accepted` (2xx); `gone`, the subscription is
 * dead (404, 410: remove it); `refused`, this push can never be taken (400, 413 and other 4xx: log
 * and drop it); `retry`, try again later (429, 5xx, a redirect, no answer in time, a network error).
 */
export type PushOutcome =
  | { kind: 'accepted'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'refused'; status: number }
  | { kind: 'retry'; status: number | null; error?: string };

/** How long a push service has to answer one push. */
export const pushTimeoutMs = 10_000;
/** A push service keeps an undelivered notice this long for an offline device, then drops it. */
export const pushTtlSeconds = 24 * 60 * 60;

const outcomeOf = (status: number): PushOutcome => {
  if (status >= 200 && status < 300) return { kind: 'accepted', status };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500 || status < 200) return { kind: 'retry', status };
  // A redirect is never followed (REQ-PUSH-ALLOWLIST): tried again, it gives up in the end.
  if (status >= 300 && status < 400) return { kind: 'retry', status };
  return { kind: 'refused', status };
};

/**
 * Sends one push: `web-push` encrypts the payload to the device's keys (RFC 8291, aes128gcm) and
 * signs the VAPID header (RFC 8292); the request goes with `fetch`, a timeout and no redirect, so
 * it reaches only the endpoint that was checked (the library's own request knows only https).
 */
export const sendPush = async (
  keys: VapidKeys,
  target: PushTarget,
  payload: PushPayload,
  { timeoutMs = pushTimeoutMs }: { timeoutMs?: number } = {},
): Promise<PushOutcome> => {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: keys,
      TTL: pushTtlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return outcomeOf(response.status);
  } catch (error) {
    return {
      kind: 'retry',
      status: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 200),
    };
  }
};
