import { describe, expect, it } from 'vitest';
import { generateListings } from '../dataset';
import { profileNames, providerProfiles } from '../profiles/profiles';
import { openMls } from '../testing/client';
import { manualClock } from '../testing/manual-clock';

type Row = Record<string, unknown> & { ModificationTimestamp: string };
type Mls = Awaited<ReturnType<typeof openMls>>;

/** More listings than the largest page cap, so every profile pages. */
const properties = generateListings({ count: 1100, seed: 11 });
/** Fewer listings for Media, whose rows are twenty-odd times as many. */
const fewer = properties.slice(0, 60);
const startedAt = new Date('2026-12-01T09:00:00.000Z');

/** Follows next links; `between` runs after each page (a change while the client pages). */
const replicate = async (mls: Mls, url: string, between?: (page: number) => Promise<void>) => {
  const rows: Row[] = [];
  let next: string | undefined = url;
  for (let page = 0; next; page += 1) {
    const response = await mls.get(next);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { value: Row[]; '@odata.nextLink'?: string };
    rows.push(...body.value);
    next = body['@odata.nextLink'];
    await between?.(page);
  }
  return rows;
};

const open = async (name: (typeof profileNames)[number], listings = properties) => {
  const clock = manualClock(startedAt);
  const mls = await openMls({
    dataset: { properties: listings },
    profile: providerProfiles[name],
    clock,
  });
  const change = async (key: string, body: object) => {
    clock.advance(1000);
    const response = await mls.app.inject({
      method: 'POST',
      url: `/dev/listings/${key}`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  return { mls, clock, change };
};

const byTimestampThenKey = (key: string) => (a: Row, b: Row) =>
  Date.parse(a.ModificationTimestamp) - Date.parse(b.ModificationTimestamp) ||
  String(a[key]).localeCompare(String(b[key]));

describe.each(profileNames)('replication by ModificationTimestamp (%s)', (name) => {
  const select =
    name === 'mlsgrid'
      ? 'ListingKey,ModificationTimestamp,MlgCanView'
      : 'ListingKey,ModificationTimestamp';
  // MLS Grid's rule: every Property query names the system its records come from.
  const system = name === 'mlsgrid' ? " and OriginatingSystemName eq 'RelaMLS'" : '';
  const all = `/odata/Property?${system ? `$filter=${system.slice(5)}&` : ''}$orderby=ModificationTimestamp,ListingKey&$select=${select}`;

  it('pages through everything in order, missing nothing while listings change between pages', async () => {
    const { mls, change } = await open(name);
    const ordered = [...properties].sort((a, b) =>
      byTimestampThenKey('ListingKey')(a as unknown as Row, b as unknown as Row),
    );
    const seenFirst = ordered[0]!.ListingKey;
    const notYetSeen = ordered.at(-2)!.ListingKey;
    const rows = await replicate(mls, all, async (page) => {
      if (page === 0) {
        await change(seenFirst, { ListPrice: 123_000 });
        await change(notYetSeen, { ListPrice: 124_000 });
      }
    });
    const keys = rows.map((row) => row.ListingKey);
    expect(new Set(keys)).toEqual(new Set(properties.map((p) => p.ListingKey)));
    expect(rows).toEqual([...rows].sort(byTimestampThenKey('ListingKey')));
    // The listing seen on the first page comes again, with its change.
    expect(keys.filter((key) => key === seenFirst).length).toBe(2);
    expect(keys.filter((key) => key === notYetSeen).length).toBe(1);
    await mls.app.close();
  });

  it('serves only what changed since a high-water mark, delisted listings the profile way', async () => {
    const { mls, change } = await open(name);
    const first = await replicate(mls, all);
    const mark = first
      .map((row) => row.ModificationTimestamp)
      .sort()
      .at(-1)!;
    const [priced, delisted] = [properties[3]!.ListingKey, properties[4]!.ListingKey];
    await change(priced, { ListPrice: 99_000 });
    await change(delisted, { StandardStatus: 'Withdrawn' });
    const since = await replicate(
      mls,
      `/odata/Property?$filter=ModificationTimestamp gt ${mark}${system}&$orderby=ModificationTimestamp,ListingKey&$select=${select},StandardStatus`,
    );
    const delisting = providerProfiles[name].delisting;
    if (delisting === 'remove') {
      expect(since.map((row) => row.ListingKey)).toEqual([priced]);
      const keys = (await replicate(mls, '/odata/Property?$select=ListingKey')).map(
        (row) => row.ListingKey,
      );
      expect(keys).not.toContain(delisted);
      expect(keys).toHaveLength(properties.length - 1);
    } else {
      expect(since.map((row) => row.ListingKey)).toEqual([priced, delisted]);
      expect(since[1]).toMatchObject(
        delisting === 'status' ? { StandardStatus: 'Delete' } : { MlgCanView: false },
      );
    }
    await mls.app.close();
  });

  it('answers a ModificationTimestamp ge page as a scan of every listing would', async () => {
    const { mls } = await open(name);
    const stamps = [...new Set(properties.map((p) => p.ModificationTimestamp))].sort();
    const [middle, late] = [stamps[Math.floor(stamps.length / 2)]!, stamps.at(-3)!];
    const filters = [
      `ModificationTimestamp ge ${middle}`,
      `ModificationTimestamp gt ${middle}`,
      `ModificationTimestamp ge ${middle} and ModificationTimestamp lt ${late}`,
      `ModificationTimestamp ge ${late} or ListPrice lt 200000`,
      `not (ModificationTimestamp ge ${middle})`,
    ];
    for (const filter of filters) {
      const url = `/odata/Property?$filter=${filter}${system}&$orderby=ModificationTimestamp,ListingKey&$select=${select}`;
      // `$count` takes the general path: every listing tested, then sorted.
      const scanned = await replicate(mls, `${url}&$count=true`);
      expect(scanned.length, filter).toBeGreaterThan(0);
      expect(await replicate(mls, url), filter).toEqual(scanned);
    }
    await mls.app.close();
  });

  it('answers a Media ModificationTimestamp ge page as a scan of every photo would', async () => {
    const { mls, change } = await open(name, fewer);
    await change(fewer[7]!.ListingKey, { ListPrice: 101_000 });
    const stamps = (await replicate(mls, '/odata/Media?$select=ModificationTimestamp'))
      .map((row) => row.ModificationTimestamp)
      .sort();
    const middle = stamps[Math.floor(stamps.length / 2)]!;
    for (const filter of [
      `ModificationTimestamp ge ${middle}`,
      `ModificationTimestamp gt ${middle}`,
    ]) {
      const url = `/odata/Media?$filter=${filter}&$orderby=ModificationTimestamp,MediaKey`;
      const scanned = await replicate(mls, `${url}&$count=true`);
      expect(scanned.length, filter).toBeGreaterThan(0);
      expect(await replicate(mls, url), filter).toEqual(scanned);
    }
    await mls.app.close();
  });

  it('replicates Media by its own ModificationTimestamp', async () => {
    const { mls, change } = await open(name, fewer);
    const media = await replicate(
      mls,
      '/odata/Media?$orderby=ModificationTimestamp,MediaKey&$select=MediaKey,ResourceRecordKey,ModificationTimestamp',
    );
    const photos = fewer.reduce((sum, p) => sum + p.PhotosCount, 0);
    expect(media).toHaveLength(photos);
    expect(media).toEqual([...media].sort(byTimestampThenKey('MediaKey')));
    const mark = media
      .map((row) => row.ModificationTimestamp)
      .sort()
      .at(-1)!;
    await change(fewer[5]!.ListingKey, { ListPrice: 10_000 });
    const since = await replicate(
      mls,
      `/odata/Media?$filter=ModificationTimestamp gt ${mark}&$orderby=ModificationTimestamp,MediaKey`,
    );
    expect(since).toEqual([]);
    await mls.app.close();
  });
});

describe('keyset next links', () => {
  it('carry $skiptoken for ModificationTimestamp order and refuse one that is not theirs', async () => {
    const { mls } = await open('spark', fewer);
    const first = await mls.get(
      '/odata/Property?$orderby=ModificationTimestamp,ListingKey&$top=40',
    );
    const link = new URL(first.json()['@odata.nextLink']);
    expect(link.searchParams.get('$skiptoken')).toMatch(/^[\w-]+$/);
    expect(link.searchParams.get('$skip')).toBeNull();
    expect(link.searchParams.get('$top')).toBe('15');
    for (const url of [
      '/odata/Property?$orderby=ModificationTimestamp,ListingKey&$skiptoken=garbage',
      '/odata/Property?$orderby=ModificationTimestamp,ListingKey&$skiptoken=WzEsMiwzXQ',
      `/odata/Property?$orderby=ListPrice,ListingKey&$skiptoken=${link.searchParams.get('$skiptoken')}`,
      `/odata/Property?$orderby=ModificationTimestamp,ListingKey&$skip=3&$skiptoken=${link.searchParams.get('$skiptoken')}`,
    ]) {
      const response = await mls.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'BadRequest', target: '$skiptoken' });
    }
    await mls.app.close();
  });
});

describe('a required OriginatingSystemName filter', () => {
  it('refuses a Property query without one and answers one with it', async () => {
    const mls = await openMls({
      dataset: { properties: fewer },
      profile: providerProfiles.mlsgrid,
    });
    const refused = await mls.get('/odata/Property?$top=1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'BadRequest', target: '$filter' });
    const keys = await mls.keysOf("OriginatingSystemName eq 'RelaMLS' and MlgCanView eq true");
    expect(keys).toHaveLength(fewer.length);
    await mls.app.close();
  });
});
