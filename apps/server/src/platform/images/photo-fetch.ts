import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Config } from '../../config';

/** One photo's bytes and type. */
export type FetchedPhoto = { body: Buffer; contentType: string };

/**
 * What one download came to: the photo; `refused`, something asking again will not change (an
 * origin or address not allowed, too large, not an image, a 4xx); or `failed`, something that may
 * pass (a timeout, a refused connection, a 5xx, a 429).
 */
export type PhotoDownload =
  ({ kind: 'fetched' } & FetchedPhoto) | { kind: 'refused' | 'failed'; reason: string };

/** Downloads one photo and tells why not when it cannot (the replica's photo copies, ADR 046). */
export type PhotoDownloader = (url: string) => Promise<PhotoDownload>;

/** The addresses a host name resolves to (all of them). */
export type Resolve = (hostname: string) => Promise<string[]>;

export type PhotoFetchRules = {
  /** The MLS's own origins (MLS_URL, MLS_PUBLIC_URL): where the MLS is, any address is fine. */
  mlsOrigins: readonly string[];
  /** Further origins photos may come from (MLS_MEDIA_ORIGIN); only on public addresses. */
  mediaOrigins: readonly string[];
  maxBytes: number;
  /** For the whole download, redirects and body included. */
  timeoutMs: number;
  maxRedirects: number;
  resolve: Resolve;
};

const resolveAll: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

/** Photos come only from the MLS's origins and MLS_MEDIA_ORIGIN, up to 10 MB each, within 15 s. */
export const photoFetchRules = (
  config: Pick<Config, 'mlsUrl' | 'mlsPublicUrl' | 'MLS_MEDIA_ORIGIN'>,
  overrides: Partial<PhotoFetchRules> = {},
): PhotoFetchRules => ({
  mlsOrigins: [config.mlsUrl, config.mlsPublicUrl].map((url) => new URL(url).origin),
  mediaOrigins: config.MLS_MEDIA_ORIGIN ? [new URL(config.MLS_MEDIA_ORIGIN).origin] : [],
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
  resolve: resolveAll,
  ...overrides,
});

/** Loopback, private, link-local, shared, reserved and multicast ranges (IPv4 and IPv6). */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  nonPublic.addSubnet(network, prefix, 'ipv6');

/** Whether anyone on the internet could have this address (BlockList reads IPv4-mapped IPv6 as IPv4). */
export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const addressesOf = (resolve: Resolve, host: string) =>
  isIP(host) ? Promise.resolve([host]) : resolve(host);

class Refused extends Error {}

const failed = (reason: string): PhotoDownload => ({ kind: 'failed', reason });
const refused = (reason: string): PhotoDownload => ({ kind: 'refused', reason });

/** Statuses worth asking again: a timeout, too many requests, the server's own trouble. */
const passing = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * The addresses the request may connect to: every address of the host must be public, or one where
 * the MLS itself is. A lookup that answers exactly these pins them (no second, different answer).
 */
const checkedAddresses = async (rules: PhotoFetchRules, url: URL): Promise<string[]> => {
  const addresses = await addressesOf(rules.resolve, hostOf(url));
  if (addresses.every(isPublicAddress)) return addresses;
  const mlsAddresses = new Set(
    (
      await Promise.all(
        rules.mlsOrigins.map((origin) =>
          addressesOf(rules.resolve, hostOf(new URL(origin))).catch(() => []),
        ),
      )
    ).flat(),
  );
  if (addresses.every((address) => isPublicAddress(address) || mlsAddresses.has(address)))
    return addresses;
  throw new Refused(`${url.host} resolves to a private address`);
};

const pinnedLookup =
  (addresses: string[]): LookupFunction =>
  (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) }));
    if (options.all) callback(null, entries);
    else callback(null, entries[0]?.address ?? '', entries[0]?.family ?? 4);
  };

const get = (url: URL, addresses: string[], signal: AbortSignal) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: pinnedLookup(addresses), signal }, resolve);
    request.on('error', reject);
  });

/** The body up to `maxBytes`; a longer one is cut off (the connection closed) and refused. */
const readCapped = async (response: IncomingMessage, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new Refused('photo too large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

/**
 * Photo downloads a compromised MLS feed cannot turn against the network Rela runs in: only from
 * the allowed origins, on public addresses unless the MLS itself is there, redirects followed only
 * within the allowed origins, and within a size and a time budget. Any response type is read: the
 * copies check the bytes, not what the server says they are (`derivePhoto`).
 */
export const guardedPhotoDownload = (rules: PhotoFetchRules): PhotoDownloader => {
  const allowed = new Set([...rules.mlsOrigins, ...rules.mediaOrigins]);
  const isAllowed = (url: URL) =>
    (url.protocol === 'http:' || url.protocol === 'https:') && allowed.has(url.origin);

  return async (address) => {
    const signal = AbortSignal.timeout(rules.timeoutMs);
    try {
      let url = new URL(address);
      for (let redirects = 0; ; redirects += 1) {
        if (!isAllowed(url)) return refused(`${url.origin} is not one of the MLS's media origins`);
        const response = await get(url, await checkedAddresses(rules, url), signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.destroy();
          if (redirects >= rules.maxRedirects) return refused('too many redirects');
          url = new URL(location, url);
          continue;
        }
        const contentType = response.headers['content-type'] ?? '';
        const declared = Number(response.headers['content-length'] ?? 0);
        if (status !== 200) {
          response.destroy();
          return passing(status) ? failed(`HTTP ${status}`) : refused(`HTTP ${status}`);
        }
        if (declared > rules.maxBytes) {
          response.destroy();
          return refused('photo too large');
        }
        return { kind: 'fetched', body: await readCapped(response, rules.maxBytes), contentType };
      }
    } catch (error) {
      if (error instanceof Refused) return refused(error.message);
      if (error instanceof TypeError) return refused('not a URL');
      return failed(error instanceof Error ? error.message : String(error));
    }
  };
};
