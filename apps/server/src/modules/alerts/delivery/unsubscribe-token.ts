import { createHmac, timingSafeEqual } from 'node:crypto';
import { alertTopics, type UnsubscribeTopic } from '@rela/contracts';

/** How long an e-mail's unsubscribe link works (ADR 029). */
export const unsubscribeLinkDays = 60;
const dayMs = 24 * 60 * 60 * 1000;

export type UnsubscribeClaim = { userId: string; topic: UnsubscribeTopic; expiresAt: Date };

/** The links' own key, derived from the server's secret so a token is good for nothing else. */
export const unsubscribeKey = (serverSecret: Uint8Array): Buffer =>
  createHmac('sha256', serverSecret).update('rela/unsubscribe-link/v1').digest();

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

const topics: readonly string[] = [...alertTopics, 'all'];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{user id}.{topic}.{expiry, s}` in base64url, a dot, and its HMAC-SHA256 in base64url. */
export const signUnsubscribeToken = (
  key: Buffer,
  { userId, topic, now }: { userId: string; topic: UnsubscribeTopic; now: Date },
): string => {
  const expires = Math.floor((now.getTime() + unsubscribeLinkDays * dayMs) / 1000);
  const payload = Buffer.from(`${userId}.${topic}.${expires}`).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
};

/** The token's claim if it is ours, untampered and unexpired at `now`; null otherwise. */
export const verifyUnsubscribeToken = (
  key: Buffer,
  token: string,
  now: Date,
): UnsubscribeClaim | null => {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, topic, expires, ...extra] = Buffer.from(payload, 'base64url')
    .toString('utf8')
    .split('.');
  if (!userId || !topic || !expires || extra.length > 0 || !topics.includes(topic)) return null;
  // Only ours carry a user id, but a claim that names none is refused before any query reads it.
  if (!uuidPattern.test(userId)) return null;
  const expiresAt = new Date(Number(expires) * 1000);
  if (!/^\d+$/.test(expires) || expiresAt.getTime() <= now.getTime()) return null;
  return { userId, topic: topic as UnsubscribeTopic, expiresAt };
};
