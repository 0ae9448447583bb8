import http, { type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  guardedPhotoDownload,
  isPublicAddress,
  photoFetchRules,
  type PhotoFetchRules,
} from './photo-fetch';

const png = Buffer.from('89504e470d0a1a0a', 'hex');
const megabyte = Buffer.alloc(1024 * 1024, 1);

/** A download as these tests read it: the bytes and their type, or null when none came. */
const fetchedBy = (rules: PhotoFetchRules) => {
  const download = guardedPhotoDownload(rules);
  return async (url: string) => {
    const got = await download(url);
    return got.kind === 'fetched' ? { body: got.body, contentType: got.contentType } : null;
  };
};

type Local = { origin: string; port: number; paths: string[]; server: Server };

const listen = async (handler: RequestListener): Promise<Local> => {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, paths, server };
};

/** REQ-SEC-OUTBOUND: photos come only from the MLS's own origins, within limits. */
describe('guardedPhotoDownload', () => {
  let mls: Local;
  let elsewhere: Local;
  let bigBody: { written: number; finished: boolean };
  let rules: PhotoFetchRules;

  beforeAll(async () => {
    elsewhere = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    mls = await listen((request, response) => {
      const url = request.url ?? '';
      if (url === '/photo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (url === '/page') response.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
      else if (url === '/hop') response.writeHead(302, { location: '/photo.png' }).end();
      else if (url === '/away')
        response.writeHead(302, { location: `${elsewhere.origin}/photo.png` }).end();
      else if (url === '/declared-big')
        response
          .writeHead(200, { 'content-type': 'image/png', 'content-length': 11 * 1024 * 1024 })
          .end();
      else if (url === '/big') {
        response.writeHead(200, { 'content-type': 'image/png' });
        const more = () => {
          while (bigBody.written < 50 && !response.destroyed) {
            bigBody.written += 1;
            if (!response.write(megabyte)) return void response.once('drain', more);
          }
          response.end(() => (bigBody.finished = true));
        };
        more();
      } else if (url === '/slow') response.writeHead(200, { 'content-type': 'image/png' });
      else response.writeHead(404).end();
    });
    rules = photoFetchRules({
      mlsUrl: mls.origin,
      mlsPublicUrl: `http://localhost:${mls.port}`,
      MLS_MEDIA_ORIGIN: undefined,
    });
  });
  afterAll(async () => {
    for (const { server } of [mls, elsewhere]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  beforeEach(() => {
    mls.paths.length = 0;
    elsewhere.paths.length = 0;
    bigBody = { written: 0, finished: false };
  });

  it("fetches the MLS's own photos, on loopback, under either of its origins", async () => {
    const fetchPhoto = fetchedBy(rules);
    for (const origin of [mls.origin, `http://localhost:${mls.port}`])
      expect(await fetchPhoto(`${origin}/photo.png`)).toEqual({
        body: png,
        contentType: 'image/png',
      });
  });

  it('does not fetch a URL on another origin', async () => {
    expect(await fetchedBy(rules)(`${elsewhere.origin}/photo.png`)).toBeNull();
    expect(await fetchedBy(rules)('file:///etc/passwd')).toBeNull();
    expect(elsewhere.paths).toEqual([]);
  });

  it('follows a redirect within the origin, never one to another origin', async () => {
    const fetchPhoto = fetchedBy(rules);
    expect(await fetchPhoto(`${mls.origin}/hop`)).toMatchObject({ body: png });
    expect(await fetchPhoto(`${mls.origin}/away`)).toBeNull();
    expect(elsewhere.paths).toEqual([]);
  });

  it('cuts a body over the limit, and refuses one declared over it', async () => {
    const fetchPhoto = fetchedBy(rules);
    expect(await fetchPhoto(`${mls.origin}/big`)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bigBody.finished).toBe(false);
    expect(bigBody.written).toBeLessThan(50);
    expect(await fetchPhoto(`${mls.origin}/declared-big`)).toBeNull();
  });

  it('gives up on a photo that does not come within the time limit', async () => {
    const started = Date.now();
    expect(await fetchedBy({ ...rules, timeoutMs: 200 })(`${mls.origin}/slow`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses what is not there, and leaves the check of what came to its bytes', async () => {
    const download = guardedPhotoDownload(rules);
    expect(await download(`${mls.origin}/missing.png`)).toEqual({
      kind: 'refused',
      reason: 'HTTP 404',
    });
    expect(await download(`${mls.origin}/page`)).toMatchObject({
      kind: 'fetched',
      contentType: 'text/html',
    });
  });

  it('refuses a media origin on a private address, unless the MLS itself is there', async () => {
    const mediaOrigin = `http://media.test:${elsewhere.port}`;
    const withMlsAt = (mlsAddress: string) =>
      fetchedBy(
        photoFetchRules(
          {
            mlsUrl: 'http://mls.test',
            mlsPublicUrl: 'http://mls.test',
            MLS_MEDIA_ORIGIN: mediaOrigin,
          },
          {
            resolve: async (host) => (host === 'mls.test' ? [mlsAddress] : ['127.0.0.1']),
          },
        ),
      );
    expect(await withMlsAt('203.0.113.7')(`${mediaOrigin}/photo.png`)).toBeNull();
    expect(elsewhere.paths).toEqual([]);
    expect(await withMlsAt('127.0.0.1')(`${mediaOrigin}/photo.png`)).toMatchObject({ body: png });
    expect(elsewhere.paths).toEqual(['/photo.png']);
  });

  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['203.0.113.7', true],
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
  ])('%s is public: %s', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });
});
