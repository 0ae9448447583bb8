import { errorBodySchema, listingHistoryResponseSchema } from '@rela/contracts';
import type { PropertyRecord } from '@rela/mls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildApp,
  buildTestApp,
  createUser,
  loginAs,
  type TestApp,
} from '../../../test/app';
import { drivers } from '../../../test/db';
import { fakeClientConfig } from '../../../test/fake-mls';
import { listings, openReplicaRig } from '../../../test/replica-rig';
import { createMlsClient, type MlsClient } from '../mls';
import { findReplicaListing } from './replica.queries';

const history = (key: string) => `/api/rela/listings/${encodeURIComponent(key)}/history`;

const find = (test: (listing: PropertyRecord) => boolean, what: string) => {
  const found = listings.find(test);
  if (!found) throw new Error(`the rig's dataset has no ${what}`);
  return found;
};
/** Cut and gone under contract before Rela's first sync: the record's stamps alone tell it. */
const before = find(
  (l) => l.StandardStatus === 'Pending' && l.PreviousListPrice !== null,
  'pending listing with a cut',
);
/** Active, never repriced, shown: changed through the MLS after the first sync. */
const [changed, withheld] = listings.filter(
  (l) =>
    l.StandardStatus === 'Active' &&
    l.PreviousListPrice === null &&
    l.InternetEntireListingDisplayYN !== false,
) as [PropertyRecord, PropertyRecord];

/**
 * GET /api/{product}/listings/{listingKey}/history (REQ-COST-HISTORY, ADR 051) against the
 * embedded MLS and a replica its sync keeps: what happened before the first sync from the record,
 * what happened since from the events, one line per change.
 */
describe.each(drivers)('a listing history (%s)', (driver) => {
  let t: TestApp;
  let app: FastifyInstance;
  let live: MlsClient;
  let rig: Awaited<ReturnType<typeof openReplicaRig>>;
  let buyer: string;
  let realtor: string;

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    const agent = await createUser(t.db, { username: 'histrealtor', role: 'realtor' });
    await createUser(t.db, { username: 'histbuyer', role: 'buyer', supervisorId: agent.id });
    rig = await openReplicaRig(t.database, 'default');
    // The app over this MLS: a key the replica lacks is asked of it, as in production.
    live = createMlsClient({
      config: fakeClientConfig(rig.base, {
        clientId: 'rela-embedded',
        clientSecret: 'rela-embedded-secret',
      }),
      clock: t.clock,
      sleep: async () => undefined,
    });
    app = await buildApp({ ...t.deps, mls: live, invalidations: rig.bus }, { logger: false });
    await app.ready();
    buyer = await loginAs(app, 'histbuyer');
    realtor = await loginAs(app, 'histrealtor');
    expect(await rig.sync()).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await live.close();
    await rig.close();
    await t.close();
  });

  const get = async (key: string, token = buyer) => {
    const response = await app.inject({ url: history(key), headers: bearer(token) });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const historyOf = async (key: string, token = buyer) => {
    const { status, body } = await get(key, token);
    expect(status, JSON.stringify(body)).toBe(200);
    return listingHistoryResponseSchema.parse(body);
  };

  it('tells what happened before the first sync from the record: listed, cut, under contract', async () => {
    expect(await historyOf(before.ListingKey)).toEqual({
      events: [
        { at: before.ListingContractDate, kind: 'listed', price: before.OriginalListPrice },
        {
          at: new Date(before.PriceChangeTimestamp ?? '').toISOString(),
          kind: 'price-change',
          price: before.ListPrice,
          previousPrice: before.PreviousListPrice,
        },
        {
          at: new Date(before.StatusChangeTimestamp ?? '').toISOString(),
          kind: 'status-change',
          status: 'Pending',
        },
      ],
      daysOnMarket: before.DaysOnMarket,
    });
  });

  it('tells a price change and a status change the sync saw once each, oldest first', async () => {
    const cut = changed.ListPrice - 15_000;
    await rig.change(changed.ListingKey, { ListPrice: cut });
    await rig.sync();
    await rig.change(changed.ListingKey, { StandardStatus: 'Pending' });
    await rig.sync();
    const record = (await findReplicaListing(t.db, changed.ListingKey))?.record ?? {};
    const instant = (value: unknown) => new Date(String(value)).toISOString();
    // The record's stamps of the two changes are the events' times: one line each.
    expect(await historyOf(changed.ListingKey)).toEqual({
      events: [
        { at: changed.ListingContractDate, kind: 'listed', price: changed.ListPrice },
        {
          at: instant(record.PriceChangeTimestamp),
          kind: 'price-change',
          price: cut,
          previousPrice: changed.ListPrice,
        },
        { at: instant(record.StatusChangeTimestamp), kind: 'status-change', status: 'Pending' },
      ],
      daysOnMarket: record.DaysOnMarket,
    });
    // Active again: a status change of its own.
    await rig.change(changed.ListingKey, { StandardStatus: 'Active' });
    await rig.sync();
    const again = await historyOf(changed.ListingKey, realtor);
    expect(again.events.map((event) => [event.kind, event.status])).toEqual([
      ['listed', undefined],
      ['price-change', undefined],
      ['status-change', 'Pending'],
      ['status-change', 'Active'],
    ]);
  });

  it('asks the MLS for a listing the replica lacks, and tells it from then on', async () => {
    const key = await rig.addListing({ ListPrice: 415_000 });
    expect(await findReplicaListing(t.db, key)).toBeUndefined();
    const answer = await historyOf(key);
    // Kept by the live fill, which tells its arrival as the sync would have.
    const held = await findReplicaListing(t.db, key);
    expect(answer.events[0]).toMatchObject({
      at: held?.listDate,
      kind: 'listed',
      status: 'Active',
    });
    expect(answer.daysOnMarket).toBe(held?.record.DaysOnMarket);
  });

  it('answers 404 to a buyer for a listing its seller withheld, and the realtor the history', async () => {
    await rig.change(withheld.ListingKey, { InternetEntireListingDisplayYN: false });
    await rig.sync();
    const refused = await get(withheld.ListingKey);
    expect(refused.status).toBe(404);
    const nobody = await get('RELA00000001');
    expect(errorBodySchema.parse(refused.body).message).toBe(
      errorBodySchema.parse(nobody.body).message,
    );
    expect(nobody.status).toBe(404);
    expect((await historyOf(withheld.ListingKey, realtor)).events[0]).toMatchObject({
      kind: 'listed',
    });
  });

  it('answers 401 without sign-in and 400 for a key that is not one', async () => {
    const anonymous = await app.inject({ url: history(before.ListingKey) });
    expect(anonymous.statusCode).toBe(401);
    const bad = await get("x' or 1 eq 1");
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).code).toBe('VALIDATION');
  });
});
