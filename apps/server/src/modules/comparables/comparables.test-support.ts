import { comparablesResponseSchema, type ComparablesResponse } from '@rela/contracts';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import type { DriverKind } from '../../../test/db';
import { startFakeMls, type FakeMls } from '../../../test/fake-mls';
import { householdOf } from '../../../test/household-of-two';
import { replicate } from '../../../test/replica-rig';
import { closedSinceOf } from './comparable-rules';

const dayMs = 86_400_000;
/** About a mile north, in degrees of latitude. */
const mile = 1 / 69;
const home = { latitude: 35.78, longitude: -78.64 };

/** The MLS whose rules let sold data reach clients (VOW); every other MLS keeps it from them. */
export const vowMls = 'VowMLS';

/** A record as a provider sends it, with what the comparables read. */
const record = (
  listingKey: string,
  more: Record<string, unknown>,
  modifiedAt: Date,
): Record<string, unknown> => ({
  ListingKey: listingKey,
  StandardStatus: 'Closed',
  ListPrice: 400_000,
  UnparsedAddress: `${listingKey.length} Oak St`,
  City: 'Raleigh',
  StateOrProvince: 'NC',
  PostalCode: '27601',
  PropertyType: 'Residential',
  LivingArea: 2000,
  BedroomsTotal: 3,
  Latitude: home.latitude,
  Longitude: home.longitude,
  ListingContractDate: '2026-01-05',
  ModificationTimestamp: modifiedAt.toISOString(),
  OriginatingSystemName: vowMls,
  ListOfficeName: 'Oak Realty',
  ListOfficePhone: '9195550100',
  ...more,
});

/**
 * The homes and sales of the comparables' tests, around a home in Raleigh (2,000 sq ft, 3 beds)
 * whose MLS lets buyers see sold data. `S1`…`S7` follow the rules, nearest first (`S2` and `S3`
 * at their bounds: a quarter smaller and one bed fewer, a quarter larger and one bed more closed
 * exactly a year ago); the `X` sales each break one rule.
 */
export const worldListings = (now: Date) => {
  const ago = (days: number) => new Date(now.getTime() - days * dayMs).toISOString().slice(0, 10);
  const north = (miles: number) => ({ Latitude: home.latitude + miles * mile });
  const sale = (key: string, miles: number, more: Record<string, unknown> = {}) =>
    record(key, { ...north(miles), ClosePrice: 410_000, CloseDate: ago(30), ...more }, now);
  const homeOf = (key: string, more: Record<string, unknown> = {}) =>
    record(key, { StandardStatus: 'Active', ...more }, now);
  return [
    homeOf('CMPHOME'),
    // The same place, an MLS that keeps sold data from clients (the defaults').
    homeOf('CMPSTRICT', { OriginatingSystemName: 'StrictMLS' }),
    homeOf('CMPHIDDEN', { InternetEntireListingDisplayYN: false }),
    // Figures a provider may send: half a bedroom, an area past any other.
    homeOf('CMPODD', { BedroomsTotal: 2.5 }),
    homeOf('CMPHUGE', { LivingArea: 1e300 }),
    sale('CMPS1', 0.5, { LivingArea: 2100, ClosePrice: 420_000 }),
    sale('CMPS2', 1, { LivingArea: 1500, BedroomsTotal: 2, CloseDate: ago(60) }),
    sale('CMPS3', 1.5, { LivingArea: 2500, BedroomsTotal: 4, CloseDate: closedSinceOf(now) }),
    sale('CMPS4', 2, { InternetAddressDisplayYN: false }),
    sale('CMPS5', 2.5, { OriginatingSystemName: 'StrictMLS' }),
    sale('CMPS6', 3, { Latitude: null, Longitude: null, LivingArea: 1990, CloseDate: ago(5) }),
    sale('CMPS7', 3.5),
    sale('CMPS8', 4),
    sale('CMPXBIG', 0.1, { LivingArea: 2510 }),
    sale('CMPXBEDS', 0.1, { BedroomsTotal: 5 }),
    sale('CMPXOLD', 0.1, {
      CloseDate: new Date(Date.parse(closedSinceOf(now)) - dayMs).toISOString().slice(0, 10),
    }),
    sale('CMPXCITY', 0.1, { City: 'Durham' }),
    sale('CMPXACTIVE', 0.1, { StandardStatus: 'Active', ClosePrice: null, CloseDate: null }),
    sale('CMPXWITHHELD', 0.1, { InternetEntireListingDisplayYN: false }),
  ];
};

/**
 * The app over the fake MLS (a key the replica lacks is asked of it) with the rules above, the
 * listings replicated as the sync would, and a chain: owner, lead, realtor with a household of two
 * buyers and a buyer alone, and a peer realtor with a buyer of their own.
 */
export const buildComparablesWorld = async (driver: DriverKind) => {
  const mls: FakeMls = await startFakeMls();
  const t: TestApp = await buildTestApp({
    driver,
    env: {
      MLS_URL: mls.url,
      MLS_CLIENT_ID: 'rela',
      MLS_CLIENT_SECRET: 'secret',
      MLS_DISPLAY_RULES: JSON.stringify({ [vowMls]: { soldDataToClients: true } }),
      LOGIN_LIMIT_PER_MINUTE: '1000',
    },
  });
  await replicate(
    t.db,
    t.deps.invalidations,
    { listings: worldListings(t.clock.now()) },
    t.clock.now(),
  );
  const owner = await createUser(t.db, { username: 'cmpowner', role: 'company-owner' });
  const lead = await createUser(t.db, {
    username: 'cmplead',
    role: 'team-leader',
    supervisorId: owner.id,
  });
  const realtor = await createUser(t.db, {
    username: 'cmprealtor',
    role: 'realtor',
    supervisorId: lead.id,
  });
  const peer = await createUser(t.db, {
    username: 'cmppeer',
    role: 'realtor',
    supervisorId: lead.id,
  });
  const { householdId } = await householdOf(
    t.db,
    [
      { username: 'cmpbuyer', firstName: 'Casey' },
      { username: 'cmpcobuyer', firstName: 'Jordan' },
    ],
    realtor.id,
  );
  await createUser(t.db, { username: 'cmpalone', role: 'buyer', supervisorId: realtor.id });
  await createUser(t.db, { username: 'cmppeerbuyer', role: 'buyer', supervisorId: peer.id });
  const tokens = new Map<string, string>();
  for (const username of [
    'cmpowner',
    'cmplead',
    'cmprealtor',
    'cmppeer',
    'cmpbuyer',
    'cmpcobuyer',
    'cmpalone',
    'cmppeerbuyer',
  ])
    tokens.set(username, await loginAs(t.app, username));

  const url = (listingKey: string, buyer?: string) =>
    `/api/rela/listings/${listingKey}/comparables${buyer === undefined ? '' : `?buyer=${encodeURIComponent(buyer)}`}`;
  const send = async (
    as: string | null,
    method: 'GET' | 'PUT',
    listingKey: string,
    { buyer, payload }: { buyer?: string; payload?: unknown } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url: url(listingKey, buyer),
      headers: as === null ? {} : bearer(tokens.get(as) ?? ''),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  /** A 200 answer, checked against the contract. */
  const read = async (as: string, listingKey = 'CMPHOME', buyer?: string) => {
    const { status, body } = await send(as, 'GET', listingKey, { buyer });
    if (status !== 200) throw new Error(`${as} got ${status}: ${JSON.stringify(body)}`);
    return comparablesResponseSchema.parse(body);
  };
  return {
    t,
    householdId,
    send,
    read,
    close: async () => {
      await t.close();
      await mls.close();
    },
  };
};

export type ComparablesWorld = Awaited<ReturnType<typeof buildComparablesWorld>>;

/** The keys of an answer's items, in order. */
export const keysOf = (answer: ComparablesResponse) =>
  answer.items.map((item) => item.listing.listingKey);
