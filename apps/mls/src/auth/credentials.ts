import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares secrets in constant time (also when their lengths differ). */
export const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(digest(given), digest(expected));

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/** `Authorization: Basic base64(id:secret)` (RFC 6749 2.3.1: both form-encoded first). */
export const basicCredentials = (header: string | undefined) => {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  return { clientId: decode(text.slice(0, colon)), clientSecret: decode(text.slice(colon + 1)) };
};

/** The token of `Authorization: Bearer <token>`. */
export const bearerToken = (header: string | undefined) =>
  /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
