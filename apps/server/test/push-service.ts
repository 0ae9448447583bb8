import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a subscription (RFC 8291): its P-256 key pair and 16-byte auth secret. */
export type BrowserKeys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

export const browserKeys = (): BrowserKeys => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
};

/** `PushSubscription.toJSON()` of a browser with `keys` on `endpoint`. */
export const subscriptionJson = (endpoint: string, keys: BrowserKeys) => ({
  endpoint,
  keys: {
    p256dh: keys.ecdh.getPublicKey().toString('base64url'),
    auth: keys.auth.toString('base64url'),
  },
});

const info = (label: string, ...parts: Buffer[]) =>
  Buffer.concat([Buffer.from(`${label}\0`, 'latin1'), ...parts]);
const hkdf = (ikm: Buffer, salt: Buffer, label: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, label, length));

/**
 * Decrypts an `aes128gcm` push body (RFC 8188 framing, RFC 8291 keys) as the browser does, with
 * node:crypto only: ECDH of the browser's private key and the sender's public key, HKDF with the
 * auth secret, then the content key and nonce, then AES-128-GCM of the one record.
 */
export const decryptPush = (body: Buffer, keys: BrowserKeys): string => {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const ikm = hkdf(
    shared,
    keys.auth,
    info('WebPush: info', keys.ecdh.getPublicKey(), senderKey),
    32,
  );
  const cek = hkdf(ikm, salt, info('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(ikm, salt, info('Content-Encoding: nonce'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero or more 0x00 of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
};

/**
 * Checks a VAPID `Authorization` header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`, signed
 * by that key, for `audience`, not expired. Answers the key (base64url) it was signed with.
 */
export const verifyVapid = (header: string | undefined, audience: string, now: Date): string => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID header: ${header}`);
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
  };
  if (body.aud !== audience) throw new Error(`VAPID audience ${body.aud}`);
  if (body.exp * 1000 <= now.getTime()) throw new Error('VAPID token expired');
  return key;
};

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on the loopback, written for the tests (the network edge): it keeps what it is
 * sent and answers each push with the next status of `answers` (201 when none is left).
 */
export const startPushService = async () => {
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answers.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The statuses of the next pushes, in order. */
    answer: (...statuses: number[]) => answers.push(...statuses),
    endpoint: (name: string) => `${origin}/push/${name}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type PushService = Awaited<ReturnType<typeof startPushService>>;
