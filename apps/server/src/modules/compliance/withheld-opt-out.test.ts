import {
  buyerListingKeysResponseSchema,
  complianceMessages,
  defaultDisplayRuleSet,
  errorBodySchema,
  listingSearchResponseSchema,
  myListingKeysResponseSchema,
  rawPropertiesResponseSchema,
  saysNo,
} from '@rela/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerHomes,
  jobs,
  replicaListingCards,
  replicaListings,
  savedSearches,
  suggestions,
  users,
} from '../../db/schema';
import { drivers } from '../../../test/db';
import { READ_CACHE_QUIET_MS } from '../../platform/cache/read-cache';
import {
  announceWritten,
  buildSearchWorld,
  giveHomes,
  type SearchWorld,
} from '../../../test/search-world';
import { displayPolicyOf } from './display-policy';

/** Each spelling a provider may send of a `…YN` field, and whether `saysNo` reads it as no. */
const spellings: readonly (readonly [unknown, boolean])[] = [
  [false, true],
  ['false', true],
  ['FALSE', true],
  ['N', true],
  ['n', true],
  ['No', true],
  [' no ', true],
  ['NO\t', true],
  [true, false],
  ['true', false],
  ['Y', false],
  ['Yes', false],
  ['maybe', false],
  ['', false],
  [0, false],
  [null, false],
  [undefined, false],
];

/** Two Active homes of the search world in Raleigh 27603: the seller of the first withheld it. */
const hidden = 'RELA90000001';
const shown = 'RELA90000002';
const office = 'Withheld Realty Group';

/**
 * The seller's opt-out of internet display altogether (REQ-DISPLAY-WITHHELD, ADR 048): a buyer
 * never gets such a listing (properties, list, search, adding it); a realtor sees it marked and
 * cannot send it, by hand or by approving a suggestion.
 */
describe.each(drivers)('the entire-listing opt-out on %s', (driver) => {
  let world: SearchWorld;
  /** The listings given each spelling, by spelling's index (the world's 11th record on). */
  let spelled: { key: string; value: unknown; no: boolean }[];
  let withheld: string[];
  const call = async (
    username: string,
    url: string,
    method: 'GET' | 'POST' = 'GET',
    payload?: object,
  ) =>
    world.t.app.inject({
      method,
      url,
      headers: await world.as(username),
      ...(payload === undefined ? {} : { payload }),
    });
  const get = async (username: string, url: string) => {
    const answer = await call(username, url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as unknown;
  };
  const setFields = (key: string, fields: Record<string, unknown>) =>
    world.t.db
      .update(replicaListings)
      .set({
        record: sql`${replicaListings.record} || ${JSON.stringify(fields)}::jsonb`,
        modifiedAt: world.t.clock.now(),
      })
      .where(eq(replicaListings.listingKey, key));
  const homesCount = async () =>
    (await world.t.db.select({ n: count() }).from(buyerHomes))[0]?.n ?? 0;

  beforeAll(async () => {
    world = await buildSearchWorld(driver);
    await setFields(hidden, { InternetEntireListingDisplayYN: 'N', ListOfficeName: office });
    await setFields(shown, {
      InternetEntireListingDisplayYN: true,
      ListOfficeName: office,
      ListOfficePhone: '9195550100',
      OriginatingSystemName: 'Triangle MLS',
    });
    const onMarket = world.records.filter(
      (record) => record.ListingKey !== world.offMarket && record.StandardStatus === 'Active',
    );
    spelled = spellings.map(([value, no], index) => ({
      key: onMarket[10 + index]?.ListingKey ?? '',
      value,
      no,
    }));
    for (const { key, value } of spelled) {
      // An absent field: the record without it.
      if (value === undefined)
        await world.t.db
          .update(replicaListings)
          .set({ record: sql`${replicaListings.record} - 'InternetEntireListingDisplayYN'` })
          .where(eq(replicaListings.listingKey, key));
      else await setFields(key, { InternetEntireListingDisplayYN: value });
    }
    // Every listing the policy withholds (the embedded MLS opts a few out of its own accord).
    const policy = displayPolicyOf(world.t.deps.config.displayRules);
    withheld = (
      await world.t.db
        .select({ key: replicaListings.listingKey, record: replicaListings.record })
        .from(replicaListings)
    )
      .filter((row) => policy.withheld(row.record))
      .map((row) => row.key);
    expect(withheld).toContain(hidden);
    // Homes already on the buyer's list when their sellers opted out.
    await giveHomes(world, 'buyer', [hidden, shown, spelled[3]!.key]);
  }, 180_000);
  afterAll(() => world.close());

  it('reads every spelling of the opt-out as the display rules do, in the replica’s columns and cards', async () => {
    const keys = spelled.map((item) => item.key);
    const rows = await world.t.db
      .select({
        key: replicaListings.listingKey,
        entire: replicaListings.entireDisplay,
        address: replicaListings.addressDisplay,
      })
      .from(replicaListings)
      .where(inArray(replicaListings.listingKey, keys));
    const policy = displayPolicyOf(world.t.deps.config.displayRules);
    const cards = new Map(
      (
        await world.t.db
          .select()
          .from(replicaListingCards)
          .where(inArray(replicaListingCards.listingKey, keys))
      ).map((row) => [row.listingKey, row.card]),
    );
    for (const { key, value, no } of spelled) {
      expect(saysNo(value), JSON.stringify(value)).toBe(no);
      expect(rows.find((row) => row.key === key)?.entire, JSON.stringify(value)).toBe(!no);
      expect(policy.withheld(cards.get(key) ?? {}), JSON.stringify(value)).toBe(no);
    }
    // The address opt-out's column reads the same spellings.
    for (const { key, value, no } of spelled.slice(0, 9)) {
      await world.t.db
        .update(replicaListings)
        .set({
          record: sql`${replicaListings.record} || ${JSON.stringify({ InternetAddressDisplayYN: value })}::jsonb`,
        })
        .where(eq(replicaListings.listingKey, key));
      const [row] = await world.t.db
        .select({ address: replicaListings.addressDisplay })
        .from(replicaListings)
        .where(eq(replicaListings.listingKey, key));
      expect(row?.address, JSON.stringify(value)).toBe(!no);
      await world.t.db
        .update(replicaListings)
        .set({ record: sql`${replicaListings.record} - 'InternetAddressDisplayYN'` })
        .where(eq(replicaListings.listingKey, key));
    }
  });

  it('leaves a withheld listing out of a buyer’s properties answer; the realtor’s marks it', async () => {
    const asked = [hidden, shown, ...spelled.map((item) => item.key)];
    const url = `/api/rela/listings/properties?listingKeys=${asked.join(',')}`;
    // The realtor asks first: their kept answer must never reach the buyer, nor the buyer's them.
    const agent = rawPropertiesResponseSchema.parse(await get('realtor', url));
    const client = rawPropertiesResponseSchema.parse(await get('buyer', url));
    const clientKeys = client.value.map((record) => record.ListingKey);
    expect(clientKeys).toEqual(asked.filter((key) => !withheld.includes(key)));
    for (const key of asked.filter((candidate) => withheld.includes(candidate))) {
      expect(client.freshness?.[key]).toBeUndefined();
      expect(client.display?.[key]).toBeUndefined();
      expect(agent.display?.[key]?.notForClients).toBe(true);
    }
    expect(agent.value.map((record) => record.ListingKey)).toEqual(asked);
    expect(agent.display?.[shown]?.notForClients).toBeUndefined();
    expect(agent.display?.[shown]?.attribution?.full).toBe(
      `Listing courtesy of ${office}, (919) 555-0100`,
    );
    expect(rawPropertiesResponseSchema.parse(await get('buyer', url))).toEqual(client);
    expect(rawPropertiesResponseSchema.parse(await get('realtor', url))).toEqual(agent);
  });

  it('leaves withheld homes out of the buyer’s own list; their realtor’s view keeps them', async () => {
    const own = myListingKeysResponseSchema.parse(await get('buyer', '/api/rela/my-listing-keys'));
    expect(own.listingKeys).toEqual([shown]);
    expect(own.additions?.batch).toHaveLength(1);
    const asSelf = buyerListingKeysResponseSchema.parse(
      await get('buyer', '/api/rela/buyers/buyer/listing-keys'),
    );
    expect(asSelf.data.listingKeys).toEqual([shown]);
    const realtors = buyerListingKeysResponseSchema.parse(
      await get('realtor', '/api/rela/buyers/buyer/listing-keys'),
    );
    expect(realtors.data.listingKeys).toEqual([hidden, shown, spelled[3]!.key]);
  });

  it('answers a buyer adding a withheld listing 404, as for one the MLS does not have', async () => {
    const before = await homesCount();
    for (const key of [spelled[0]!.key, hidden]) {
      const answer = await call('buyer2', '/api/rela/my-listing-keys', 'POST', { listingKey: key });
      expect(answer.statusCode, answer.body).toBe(404);
    }
    // Already on the list when the seller opted out: still not found for the buyer.
    const listed = await call('buyer', '/api/rela/my-listing-keys', 'POST', { listingKey: hidden });
    expect(listed.statusCode).toBe(404);
    expect(await homesCount()).toBe(before);
    const added = await call('buyer2', '/api/rela/my-listing-keys', 'POST', { listingKey: shown });
    expect(added.statusCode, added.body).toBe(200);
    expect(await homesCount()).toBe(before + 1);
  });

  it('refuses a realtor’s send with a withheld home whole: 409 NOT_FOR_CLIENTS, nothing sent', async () => {
    const before = { homes: await homesCount(), jobs: await world.t.db.$count(jobs) };
    const answer = await call('realtor', '/api/rela/buyers/buyer2/listing-keys', 'POST', {
      listingKeys: [spelled[1]!.key, spelled[8]!.key],
    });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(errorBodySchema.parse(answer.json())).toMatchObject({
      code: 'NOT_FOR_CLIENTS',
      message: complianceMessages.notForClients.cannotSend,
    });
    expect(await homesCount()).toBe(before.homes);
    expect(await world.t.db.$count(jobs)).toBe(before.jobs);
    const fine = await call('realtor', '/api/rela/buyers/buyer2/listing-keys', 'POST', {
      listingKeys: [spelled[8]!.key],
    });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await homesCount()).toBe(before.homes + 1);
  });

  it('answers the approval of a withheld home’s suggestion 409 and leaves it pending', async () => {
    const { db } = world.t;
    const buyerId = world.ids.get('buyer2')!;
    const [realtor] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'realtor'));
    const [search] = await db
      .insert(savedSearches)
      .values({
        buyerId,
        createdBy: realtor!.id,
        concierge: true,
        name: 'Raleigh',
        query: 'city=Raleigh',
        filters: { cities: ['Raleigh'] },
      })
      .returning();
    const [suggestion] = await db
      .insert(suggestions)
      .values({ savedSearchId: search!.id, buyerId, realtorId: realtor!.id, listingKey: hidden })
      .returning();
    const before = await homesCount();
    const answer = await call('realtor', `/api/rela/suggestions/${suggestion!.id}/approve`, 'POST');
    expect(answer.statusCode, answer.body).toBe(409);
    expect(errorBodySchema.parse(answer.json()).code).toBe('NOT_FOR_CLIENTS');
    const [after] = await db.select().from(suggestions).where(eq(suggestions.id, suggestion!.id));
    expect(after?.status).toBe('pending');
    expect(after?.decidedAt).toBeNull();
    expect(await homesCount()).toBe(before);
  });

  it('leaves withheld listings out of a buyer’s search (list, map box, total); the realtor’s are marked', async () => {
    const search = async (username: string, query: string) =>
      listingSearchResponseSchema.parse(
        await get(username, `/api/rela/listings/search?${query}&pageSize=50`),
      );
    const home = world.records.find((record) => record.ListingKey === hidden)!;
    const box = [
      home.Longitude - 0.05,
      home.Latitude - 0.05,
      home.Longitude + 0.05,
      home.Latitude + 0.05,
    ].join(',');
    for (const query of ['postalCode=27603', 'city=Raleigh', 'q=saunders', `bbox=${box}`]) {
      // Each order of asking: the kept answers must not cross.
      const agentFirst = await search('realtor', query);
      const client = await search('buyer', query);
      const agent = await search('realtor', query);
      expect(agent).toEqual(agentFirst);
      // One page holds every match, so the pages compare whole.
      expect(agent.total, query).toBeLessThanOrEqual(50);
      const clientKeys = client.items.map((item) => item.listingKey);
      const agentKeys = agent.items.map((item) => item.listingKey);
      const marked = agent.items
        .filter((item) => item.notForClients)
        .map((item) => item.listingKey);
      expect(
        marked.every((key) => withheld.includes(key)),
        query,
      ).toBe(true);
      expect(marked.length, query).toBeGreaterThan(0);
      expect(
        clientKeys.some((key) => withheld.includes(key)),
        query,
      ).toBe(false);
      expect(client.items.some((item) => item.notForClients)).toBe(false);
      expect(clientKeys, query).toEqual(agentKeys.filter((key) => !marked.includes(key)));
      expect(client.total, query).toBe(agent.total - marked.length);
    }
  });

  it('carries each result’s attribution and the page’s disclaimers', async () => {
    const body = listingSearchResponseSchema.parse(
      await get('buyer', '/api/rela/listings/search?postalCode=27603&pageSize=50'),
    );
    const item = body.items.find((candidate) => candidate.listingKey === shown);
    expect(item?.attribution).toEqual({
      full: `Listing courtesy of ${office}, (919) 555-0100`,
      compact: `Listing courtesy of ${office}`,
    });
    expect(body.disclaimers.length).toBeGreaterThanOrEqual(1);
    for (const disclaimer of body.disclaimers) expect(disclaimer).toMatch(/^Listing data from /);
    expect(body.disclaimers.join(' ')).toContain(defaultDisplayRuleSet.source);
    // One per MLS: the rules name none of these, so the page's MLSes share the default source.
    expect(new Set(body.disclaimers).size).toBe(body.disclaimers.length);
    const empty = listingSearchResponseSchema.parse(
      await get('buyer', '/api/rela/listings/search?postalCode=00000'),
    );
    expect(empty).toMatchObject({ items: [], total: 0, disclaimers: [] });
  });

  it('finds a buyer only the statuses the rules show clients (no sold data by default)', async () => {
    const sold = spelled[9]!.key;
    await setFields(sold, { StandardStatus: 'Closed' });
    await world.t.db
      .update(replicaListings)
      .set({ status: 'Closed' })
      .where(eq(replicaListings.listingKey, sold));
    announceWritten(world, [sold]);
    world.t.clock.advance(READ_CACHE_QUIET_MS + 1);
    const closed = async (username: string) =>
      listingSearchResponseSchema.parse(
        await get(username, '/api/rela/listings/search?status=Closed&pageSize=5'),
      );
    const agent = await closed('realtor');
    expect(agent.total).toBeGreaterThan(0);
    expect(agent.items.map((item) => item.status)).toContain('Closed');
    expect(await closed('buyer')).toMatchObject({ items: [], total: 0 });
    const both = listingSearchResponseSchema.parse(
      await get('buyer', '/api/rela/listings/search?status=Closed&status=Active&pageSize=50'),
    );
    expect(both.items.every((result) => result.status === 'Active')).toBe(true);
    expect(both.total).toBeGreaterThan(0);
  });
});

describe('the statuses a buyer’s search may ask for', () => {
  const withRules = (byMls: Record<string, Partial<typeof defaultDisplayRuleSet>>) =>
    displayPolicyOf({
      default: { ...defaultDisplayRuleSet, soldDataToClients: true },
      byMls: Object.fromEntries(
        Object.entries(byMls).map(([mls, set]) => [mls, { ...defaultDisplayRuleSet, ...set }]),
      ),
    });
  it('keeps Closed only where every MLS allows sold data, and the client statuses of all', () => {
    const asked = ['Active', 'Pending', 'Closed', 'Withdrawn'];
    expect(withRules({}).clientStatuses(asked)).toEqual(['Active', 'Pending', 'Closed']);
    expect(withRules({ Stellar: { soldDataToClients: true } }).clientStatuses(asked)).toEqual([
      'Active',
      'Pending',
      'Closed',
    ]);
    expect(
      withRules({
        Stellar: { soldDataToClients: false, clientStatuses: ['Active'] },
      }).clientStatuses(asked),
    ).toEqual(['Active']);
  });
});
