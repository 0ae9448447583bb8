import { describe, expect, it } from 'vitest';
import { providerProfiles, profileNames } from '../profiles/profiles';
import { openMls } from '../testing/client';
import { fixtureDataset, manyListings } from '../testing/fixture';

type Page = {
  value: { ListingKey: string }[];
  '@odata.nextLink'?: string;
  '@odata.count'?: number;
};

/** Follows next links from `url`; returns the keys in order and each page's size. */
const follow = async (mls: Awaited<ReturnType<typeof openMls>>, url: string) => {
  const keys: string[] = [];
  const sizes: number[] = [];
  let next: string | undefined = url;
  while (next) {
    const response = await mls.get(next);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    keys.push(...page.value.map((row) => row.ListingKey));
    sizes.push(page.value.length);
    next = page['@odata.nextLink'];
    if (next) expect(next).toMatch(/^http:\/\/mls\.test\/odata\/Property\?/);
  }
  return { keys, sizes };
};

const expectedKeys = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `P${String(from + i).padStart(5, '0')}`);

describe('server-driven paging', () => {
  it('pages by the cap, links only partial pages, and ends with exactly the requested set', async () => {
    const mls = await openMls({
      dataset: manyListings(130),
      profile: { ...providerProfiles.default, pageCap: 50 },
    });
    const all = await follow(mls, '/odata/Property?$select=ListingKey');
    expect(all.sizes).toEqual([50, 50, 30]);
    expect(all.keys).toEqual(expectedKeys(0, 130));

    const topped = await follow(mls, '/odata/Property?$select=ListingKey&$top=120&$skip=5');
    expect(topped.sizes).toEqual([50, 50, 20]);
    expect(topped.keys).toEqual(expectedKeys(5, 125));

    const exact = await mls.get('/odata/Property?$select=ListingKey&$top=50');
    expect(exact.json()['@odata.nextLink']).toBeUndefined();
    const under = await mls.get('/odata/Property?$select=ListingKey&$top=20');
    expect(under.json()['@odata.nextLink']).toBeUndefined();
    await mls.app.close();
  });

  it('keeps $filter, $orderby and $count on the next link', async () => {
    const mls = await openMls({
      dataset: manyListings(130),
      profile: { ...providerProfiles.default, pageCap: 40 },
    });
    const filter = encodeURIComponent('ListPrice ge 103000');
    const url = `/odata/Property?$filter=${filter}&$orderby=ListPrice desc,ListingKey&$select=ListingKey&$count=true`;
    const first = await mls.get(url);
    const body = first.json() as Page;
    const matching = manyListings(130).properties.filter((p) => p.ListPrice >= 103_000);
    expect(body['@odata.count']).toBe(matching.length);
    const link = new URL(body['@odata.nextLink'] ?? '');
    expect(link.searchParams.get('$filter')).toBe('ListPrice ge 103000');
    expect(link.searchParams.get('$orderby')).toBe('ListPrice desc,ListingKey');
    expect(link.searchParams.get('$skip')).toBe('40');
    const all = await follow(mls, url);
    const sorted = [...matching].sort(
      (a, b) => b.ListPrice - a.ListPrice || a.ListingKey.localeCompare(b.ListingKey),
    );
    expect(all.keys).toEqual(sorted.map((p) => p.ListingKey));
    await mls.app.close();
  });

  it.each(profileNames)('caps pages for the %s profile', async (name) => {
    const profile = providerProfiles[name];
    const mls = await openMls({ dataset: manyListings(profile.pageCap + 3), profile });
    const system = profile.requiresOriginatingSystem
      ? `&$filter=${encodeURIComponent("OriginatingSystemName eq 'RelaMLS'")}`
      : '';
    const response = await mls.get(`/odata/Property?$select=ListingKey${system}`);
    const page = response.json() as Page;
    expect(page.value).toHaveLength(profile.pageCap);
    expect(page['@odata.nextLink']).toContain(`$skip=${profile.pageCap}`);
    const rest = await mls.get(page['@odata.nextLink'] ?? '');
    expect((rest.json() as Page).value).toHaveLength(3);
    expect((rest.json() as Page)['@odata.nextLink']).toBeUndefined();
    await mls.app.close();
  });
});

describe('provider profiles', () => {
  const heatingOf = async (name: (typeof profileNames)[number]) => {
    const mls = await openMls({ dataset: fixtureDataset, profile: providerProfiles[name] });
    const response = await mls.get("/odata/Property('K0')?$select=Heating,Basement");
    await mls.app.close();
    return response.json();
  };

  it.each([
    ['default', ['ForcedAir', 'NaturalGas'], []],
    ['bridge', ['ForcedAir', 'NaturalGas'], []],
    ['mlsgrid', ['ForcedAir', 'NaturalGas'], []],
    ['trestle', 'ForcedAir,NaturalGas', null],
    ['spark', 'Forced Air, Natural Gas', null],
  ] as const)('the %s profile sends multi-valued lookups as %j', async (name, heating, none) => {
    expect(await heatingOf(name)).toMatchObject({ Heating: heating, Basement: none });
  });

  it.each([
    ['default', 'ActiveUnderContract'],
    ['trestle', 'ActiveUnderContract'],
    ['spark', 'Active Under Contract'],
  ] as const)('the %s profile sends and filters statuses as %s', async (name, status) => {
    const mls = await openMls({ dataset: fixtureDataset, profile: providerProfiles[name] });
    await mls.app.inject({
      method: 'POST',
      url: '/dev/listings/K0',
      payload: { StandardStatus: 'ActiveUnderContract' },
      remoteAddress: '127.0.0.1',
    });
    const filter = encodeURIComponent(`StandardStatus eq '${status}' and ListingKey eq 'K0'`);
    const response = await mls.get(`/odata/Property?$filter=${filter}&$select=StandardStatus`);
    expect(response.json().value).toEqual([{ StandardStatus: status }]);
    await mls.app.close();
  });

  it('filters collections with any() in every enum style', async () => {
    for (const name of profileNames) {
      const profile = providerProfiles[name];
      const mls = await openMls({ profile });
      const system = profile.requiresOriginatingSystem
        ? "OriginatingSystemName eq 'RelaMLS' and "
        : '';
      expect(await mls.keysOf(`${system}Heating/any(h: h eq 'Radiant')`)).toEqual(['K1']);
      await mls.app.close();
    }
  });

  it('refuses string functions with 501 NotImplemented where the profile has none', async () => {
    const mls = await openMls({ profile: providerProfiles.spark });
    const response = await mls.get(
      `/odata/Property?$filter=${encodeURIComponent("contains(City,'Aus')")}`,
    );
    expect(response.statusCode).toBe(501);
    expect(response.json().error.code).toBe('NotImplemented');
    await mls.app.close();
  });

  it('refuses more or operators than the profile allows with 400 TooManyClauses', async () => {
    const mls = await openMls({ profile: providerProfiles.mlsgrid });
    // MLS Grid's rule: the system named beside the `or`s (which alone count against the limit).
    const clauses = (n: number) =>
      encodeURIComponent(
        `OriginatingSystemName eq 'RelaMLS' and (${Array.from({ length: n }, (_, i) => `ListingKey eq 'K${i}'`).join(' or ')})`,
      );
    expect((await mls.get(`/odata/Property?$filter=${clauses(6)}`)).statusCode).toBe(200);
    const response = await mls.get(`/odata/Property?$filter=${clauses(7)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('TooManyClauses');
    await mls.app.close();
  });

  it('answers every n-th request with 429 and Retry-After when throttling', async () => {
    const mls = await openMls({ profile: { ...providerProfiles.default, throttleEvery: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await mls.get('/odata/Property?$top=1');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json().error.code).toBe('TooManyRequests');
      }
    }
    expect(statuses).toEqual([200, 200, 429, 200, 200, 429]);
    await mls.app.close();
  });

  it('waits the injected latency before answering', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    const mls = await openMls({ profile: { ...providerProfiles.default, latencyMs: 250 }, sleep });
    expect((await mls.get('/odata/Property?$top=1')).statusCode).toBe(200);
    expect(waits).toEqual([250]);
    await mls.app.close();
  });
});
