import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMlsApp } from '../app';
import { providerProfiles } from '../profiles/profiles';
import { openMls } from '../testing/client';
import { fixtureDataset } from '../testing/fixture';
import { manualClock } from '../testing/manual-clock';

const now = new Date('2026-12-01T09:00:00.000Z');

const open = async (profile = providerProfiles.default) => {
  const clock = manualClock(now);
  const mls = await openMls({ clock, profile });
  const post = (url: string, payload: unknown, remoteAddress?: string) =>
    mls.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
  const property = async (key: string) => mls.get(`/odata/Property('${key}')`);
  return { ...mls, clock, post, property };
};

describe('POST /dev/listings/{ListingKey}', () => {
  it('changes price, status and remarks and stamps ModificationTimestamp with now', async () => {
    const mls = await open();
    const response = await mls.post('/dev/listings/K0', {
      ListPrice: 389_000,
      StandardStatus: 'Pending',
      PublicRemarks: 'Price improved.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ListingKey: 'K0',
      ListPrice: 389_000,
      StandardStatus: 'Pending',
      PublicRemarks: 'Price improved.',
      ModificationTimestamp: now.toISOString(),
    });
    const changed = await mls.keysOf(`ModificationTimestamp ge ${now.toISOString()}`);
    expect(changed).toEqual(['K0']);
    expect((await mls.property('K0')).json().ListPrice).toBe(389_000);
    await mls.app.close();
  });

  it('keeps the price and status history and closes a sale (REQ-MLS-DD2)', async () => {
    const mls = await open();
    const before = (await mls.property('K0')).json();
    await mls.post('/dev/listings/K0', { ListPrice: 375_000 });
    expect((await mls.property('K0')).json()).toMatchObject({
      ListPrice: 375_000,
      PreviousListPrice: before.ListPrice,
      OriginalListPrice: before.OriginalListPrice,
      PriceChangeTimestamp: now.toISOString(),
      CloseDate: null,
      ClosePrice: null,
    });
    await mls.post('/dev/listings/K0', { StandardStatus: 'Closed' });
    const sold = (await mls.property('K0')).json();
    expect(sold).toMatchObject({
      StandardStatus: 'Closed',
      StatusChangeTimestamp: now.toISOString(),
      CloseDate: '2026-12-01',
    });
    expect(sold.ClosePrice).toBeGreaterThan(375_000 * 0.95);
    expect(sold.ClosePrice).toBeLessThan(375_000 * 1.04);
    await mls.app.close();
  });

  it("sets a seller's display choices, by lookup name or display name for the status", async () => {
    const mls = await open();
    const response = await mls.post('/dev/listings/K2', {
      InternetEntireListingDisplayYN: false,
      InternetAddressDisplayYN: false,
      StandardStatus: 'ActiveUnderContract',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      InternetEntireListingDisplayYN: false,
      InternetAddressDisplayYN: false,
      StandardStatus: 'ActiveUnderContract',
    });
    expect(await mls.keysOf('InternetEntireListingDisplayYN eq false')).toEqual(['K2']);
    expect((await mls.post('/dev/listings/K2', { IDXParticipationYN: 'no' })).statusCode).toBe(400);
    await mls.app.close();
  });

  it('changes nothing and answers 400 with a RESO error for a bad body', async () => {
    const mls = await open();
    const before = (await mls.property('K1')).body;
    for (const [body, target] of [
      [{}, 'body'],
      [{ ListPrice: -5 }, 'ListPrice'],
      [{ ListPrice: '500000' }, 'ListPrice'],
      [{ ListPrice: 1.001 }, 'ListPrice'],
      [{ StandardStatus: 'Sold' }, 'StandardStatus'],
      [{ PublicRemarks: 'x'.repeat(4001) }, 'PublicRemarks'],
      [{ PhotosCount: 41 }, 'PhotosCount'],
      [{ PhotosCount: 2.5 }, 'PhotosCount'],
      [{ ListPrice: 1, City: 'Elsewhere' }, 'body'],
      [[1, 2], 'body'],
    ] as const) {
      const response = await mls.post('/dev/listings/K1', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'BadRequest', target });
    }
    const broken = await mls.app.inject({
      method: 'POST',
      url: '/dev/listings/K1',
      headers: { 'content-type': 'application/json' },
      payload: '{"ListPrice":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('BadRequest');
    expect((await mls.property('K1')).body).toBe(before);
    await mls.app.close();
  });

  it('answers 404 for an unknown listing', async () => {
    const mls = await open();
    const response = await mls.post('/dev/listings/NOPE', { ListPrice: 1000 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'NotFound',
      message: "No Property with ListingKey 'NOPE'",
    });
    await mls.app.close();
  });

  it('refuses callers off the loopback interface, whatever their headers or token say', async () => {
    const mls = await open();
    const response = await mls.app.inject({
      method: 'POST',
      url: '/dev/listings/K0',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${mls.token}`, 'x-forwarded-for': '127.0.0.1' },
      payload: { ListPrice: 1000 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('Forbidden');
    const added = await mls.post('/dev/listings', {}, '10.0.0.2');
    expect(added.statusCode).toBe(403);
    expect((await mls.property('K0')).json().ListPrice).toBe(400_000);
    expect((await mls.get('/odata/Property?$count=true&$top=0')).json()['@odata.count']).toBe(6);
    await mls.app.close();
  });

  it('takes a listing off the market the way each profile does', async () => {
    const gone = await open(providerProfiles.default);
    expect((await gone.post('/dev/listings/K0', { StandardStatus: 'Withdrawn' })).statusCode).toBe(
      200,
    );
    expect((await gone.property('K0')).statusCode).toBe(404);
    expect(await gone.keysOf("ListingKey eq 'K0'")).toEqual([]);
    expect((await gone.get("/odata/Media('K0-M1')")).statusCode).toBe(404);
    await gone.app.close();

    const deleted = await open(providerProfiles.spark);
    await deleted.post('/dev/listings/K1', { StandardStatus: 'Expired' });
    expect((await deleted.property('K1')).json()).toMatchObject({
      StandardStatus: 'Delete',
      ModificationTimestamp: now.toISOString(),
    });
    expect(await deleted.keysOf("StandardStatus eq 'Delete'")).toEqual(['K1']);
    await deleted.app.close();

    const flagged = await open(providerProfiles.mlsgrid);
    await flagged.post('/dev/listings/K3', { StandardStatus: 'Canceled' });
    expect((await flagged.property('K3')).json()).toMatchObject({
      MlgCanView: false,
      StandardStatus: 'ActiveUnderContract',
      ModificationTimestamp: now.toISOString(),
    });
    const system = "OriginatingSystemName eq 'RelaMLS' and ";
    expect(await flagged.keysOf(`${system}MlgCanView eq false`)).toEqual(['K3']);
    expect(await flagged.keysOf(`${system}MlgCanView eq true`)).toEqual([
      'K0',
      'K1',
      'K2',
      'K4',
      'K5',
    ]);
    await flagged.app.close();
  });
});

describe('photos through the dev endpoints', () => {
  type Photo = { MediaKey: string; MediaURL: string; ModificationTimestamp: string };
  const photosOf = async (mls: Awaited<ReturnType<typeof open>>, key: string) =>
    (await mls.get(`/odata/Media?$filter=ResourceRecordKey eq '${key}'&$orderby=Order`)).json()
      .value as Photo[];

  it('changes the number of photos: all retaken (new URLs, stamped now), fewer drops the last', async () => {
    const mls = await open();
    const added = (await mls.post('/dev/listings', { PhotosCount: 3 })).json();
    const before = await photosOf(mls, added.ListingKey);
    expect(before).toHaveLength(3);
    mls.clock.advance(60_000);
    const later = new Date(now.getTime() + 60_000).toISOString();
    const more = await mls.post(`/dev/listings/${added.ListingKey}`, { PhotosCount: 5 });
    expect(more.json()).toMatchObject({ PhotosCount: 5, ModificationTimestamp: later });
    const after = await photosOf(mls, added.ListingKey);
    expect(after.map((photo) => photo.MediaKey)).toEqual([
      ...before.map((photo) => photo.MediaKey),
      `${added.ListingKey}-03`,
      `${added.ListingKey}-04`,
    ]);
    expect(after.every((photo) => photo.ModificationTimestamp === later)).toBe(true);
    expect(after.slice(0, 3).map((photo) => photo.MediaURL)).not.toEqual(
      before.map((photo) => photo.MediaURL),
    );
    await mls.post(`/dev/listings/${added.ListingKey}`, { PhotosCount: 1 });
    expect(await photosOf(mls, added.ListingKey)).toHaveLength(1);
    await mls.app.close();
  });

  it("retakes a listing's photos: same keys, new URLs, stamped now", async () => {
    const mls = await open();
    const before = await photosOf(mls, 'K3');
    const response = await mls.post('/dev/listings/K3/photos', undefined);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ListingKey: 'K3',
      ModificationTimestamp: now.toISOString(),
    });
    const after = await photosOf(mls, 'K3');
    expect(after.map((photo) => photo.MediaKey)).toEqual(before.map((photo) => photo.MediaKey));
    expect(after.every((photo) => photo.ModificationTimestamp === now.toISOString())).toBe(true);
    expect(after.every((photo, index) => photo.MediaURL !== before[index]?.MediaURL)).toBe(true);
    const missing = await mls.post('/dev/listings/NOPE/photos', undefined);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NotFound');
    const outside = await mls.post('/dev/listings/K4/photos', undefined, '203.0.113.7');
    expect(outside.statusCode).toBe(403);
    expect((await photosOf(mls, 'K4'))[0]?.MediaURL).toBe('http://mls.test/media/K4/1.jpg');
    await mls.app.close();
  });
});

describe('POST /dev/listings', () => {
  it('adds a generated listing, with the given fields, stamped now', async () => {
    const mls = await open();
    const response = await mls.post('/dev/listings', { ListPrice: 275_000 });
    expect(response.statusCode, response.body).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({
      ListPrice: 275_000,
      StandardStatus: 'Active',
      ModificationTimestamp: now.toISOString(),
      ListingContractDate: '2026-12-01',
    });
    expect(added.ListingKey).toMatch(/^RELA\d{8}$/);
    expect((await mls.property(added.ListingKey)).json().UnparsedAddress).toBe(
      added.UnparsedAddress,
    );
    const media = (
      await mls.get(`/odata/Media?$filter=ResourceRecordKey eq '${added.ListingKey}'`)
    ).json().value as { ModificationTimestamp: string }[];
    expect(media.length).toBe(added.PhotosCount);
    expect(media.every((row) => row.ModificationTimestamp === now.toISOString())).toBe(true);
    expect((await mls.post('/dev/listings', { ListPrice: 0 })).statusCode).toBe(400);
    expect((await mls.get('/odata/Property?$count=true&$top=0')).json()['@odata.count']).toBe(7);
    await mls.app.close();
  });
});

describe('dev endpoints in production', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are absent with NODE_ENV=production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const app = await buildMlsApp({ dataset: fixtureDataset });
    for (const url of ['/dev/listings/K0', '/dev/listings', '/dev/listings/K0/photos']) {
      const response = await app.inject({ method: 'POST', url, payload: { ListPrice: 1000 } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NotFound');
    }
    await app.close();
  });
});
