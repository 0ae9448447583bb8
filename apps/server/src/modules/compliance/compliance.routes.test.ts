import {
  auditCsvColumns,
  complianceMessages,
  complianceResponseSchema,
  defaultProductSlug,
  problemReportLimit,
  problemReportMaxLength,
  rawPropertiesResponseSchema,
} from '@rela/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshnessIncidents,
  jobs,
  listingProblemReports,
  notifications,
  outbox,
  replicaListings,
} from '../../db/schema';
import { emitterFor } from '../../platform/events';
import { subscribers } from '../../reactions';
import { complianceReads, REPLICA_SYNC_JOB } from '../replica';
import { bearer, loginAs } from '../../../test/app';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';
import { drivers } from '../../../test/db';
import { checkFreshness } from './freshness';
import { displayPolicyOf } from './display-policy';

const product = defaultProductSlug;
const HOUR = 3_600_000;

/** A provider record with the Data Dictionary 2.0 display fields (written here, not by the MLS). */
const recordOf = (listingKey: string, fields: Record<string, unknown> = {}) => ({
  ListingKey: listingKey,
  UnparsedAddress: `${listingKey.slice(1)} Oak St`,
  City: 'Raleigh',
  StateOrProvince: 'NC',
  PostalCode: '27601',
  ListPrice: 500_000,
  StandardStatus: 'Active',
  OriginatingSystemName: 'TriangleMLS',
  ListOfficeName: 'Acme Realty',
  ListOfficePhone: '9195550100',
  ListAgentFullName: 'Dana Agent',
  ListAgentDirectPhone: '919-555-0111',
  InternetEntireListingDisplayYN: true,
  InternetAddressDisplayYN: true,
  InternetConsumerCommentYN: true,
  InternetAutomatedValuationDisplayYN: true,
  ...fields,
});

describe.each(drivers)('compliance on %s', (driver) => {
  let world: HomesWorld;
  const post = async (as: string, listingKey: string, payload: unknown) =>
    world.t.app.inject({
      method: 'POST',
      url: `/api/${product}/listings/${listingKey}/problem-reports`,
      headers: await world.as(as),
      payload: payload as Record<string, unknown>,
    });
  const reportsStored = async () =>
    (await world.t.db.select({ n: count() }).from(listingProblemReports))[0]?.n ?? 0;

  beforeAll(async () => {
    world = await buildHomesWorld(driver, {
      MLS_DISPLAY_RULES: JSON.stringify({
        TriangleMLS: { source: 'Triangle MLS', maxDataAgeHours: 12 },
      }),
    });
    const now = world.t.clock.now();
    const held = [
      recordOf('K1'),
      recordOf('K2', { InternetEntireListingDisplayYN: false }),
      recordOf('K3', { InternetAddressDisplayYN: 'N', ListOfficeName: '=HYPERLINK("x")' }),
      recordOf('K4', {
        StandardStatus: '=1+1',
        InternetConsumerCommentYN: false,
        InternetAutomatedValuationDisplayYN: false,
      }),
    ];
    for (const record of held) {
      await world.t.db.insert(replicaListings).values({
        listingKey: record.ListingKey,
        status: record.StandardStatus,
        modifiedAt: now,
        syncedAt: now,
        record,
      });
    }
  });
  afterAll(() => world.close());

  it('answers the company owner the rules, opt-out counts and photos; everyone else 403', async () => {
    const answer = await world.t.app.inject({
      url: `/api/${product}/compliance`,
      headers: await world.as('owner'),
    });
    expect(answer.statusCode).toBe(200);
    const body = complianceResponseSchema.parse(answer.json());
    expect(body.rulesFromConfig).toBe(true);
    expect(body.rules.map((set) => set.mls)).toEqual(['TriangleMLS', null]);
    expect(body.rules[0]).toMatchObject({ source: 'Triangle MLS', maxDataAgeHours: 12 });
    expect(body.optOuts).toEqual({
      listings: 4,
      counts: {
        InternetEntireListingDisplayYN: 1,
        InternetAddressDisplayYN: 1,
        InternetConsumerCommentYN: 1,
        InternetAutomatedValuationDisplayYN: 1,
      },
    });
    expect(body.freshness).toMatchObject({ syncing: false, stale: false, lastSyncAt: null });
    expect(body.photos).toEqual({ copied: 0, waiting: 0, refused: 0, bytesStored: 0 });
    for (const who of ['lead', 'realtor', 'buyer']) {
      for (const url of [`/api/${product}/compliance`, `/api/${product}/compliance/audit.csv`]) {
        const refused = await world.t.app.inject({ url, headers: await world.as(who) });
        expect(refused.statusCode, `${who} ${url}`).toBe(403);
      }
    }
    expect((await world.t.app.inject({ url: `/api/${product}/compliance` })).statusCode).toBe(401);
  });

  it('answers the audit CSV: a header row, a row per listing, formulas defused', async () => {
    const answer = await world.t.app.inject({
      url: `/api/${product}/compliance/audit.csv`,
      headers: await world.as('owner'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="rela-mls-audit-/);
    const [header, ...rows] = answer.body.trimEnd().split('\r\n');
    expect(header).toBe(auditCsvColumns.join(','));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(
      /^K1,TriangleMLS,Active,Y,true,true,true,true,Y,Y,Y,"Listing courtesy of Acme Realty, \(919\) 555-0100",/,
    );
    expect(rows[1]).toMatch(/^K2,TriangleMLS,Active,Y,false,true,true,true,N,Y,Y,/);
    expect(rows[2]).toContain(',true,N,true,true,Y,N,Y,');
    expect(rows[2]).toContain(`"Listing courtesy of =HYPERLINK(""x""), (919) 555-0100"`);
    // A field that would start a spreadsheet formula is written as text.
    expect(rows[3]).toMatch(
      /^K4,TriangleMLS,'=1\+1,Y,true,true,false,false,N,Y,N,"Listing courtesy/,
    );
  });

  it('carries each listing its attribution and disclaimer in the properties answer', async () => {
    const answer = await world.t.app.inject({
      url: `/api/${product}/listings/properties?listingKeys=K1,K3`,
      headers: await world.as('buyer'),
    });
    expect(answer.statusCode).toBe(200);
    const body = rawPropertiesResponseSchema.parse(answer.json());
    expect(body.display?.K1?.attribution).toEqual({
      full: 'Listing courtesy of Acme Realty, (919) 555-0100',
      compact: 'Listing courtesy of Acme Realty',
    });
    expect(body.display?.K1?.disclaimer).toMatch(
      /^Listing data from Triangle MLS\. Information deemed reliable but not guaranteed\. Data last obtained .+ E[SD]T\.$/,
    );
    expect(body.freshness?.K1?.stale).toBeUndefined();
  });

  it('says beside a listing whose seller said no to comments or valuations why it has no AI report (REQ-DISPLAY-NO-REPORT)', async () => {
    const answer = await world.t.app.inject({
      url: `/api/${product}/listings/properties?listingKeys=K1,K4`,
      headers: await world.as('realtor'),
    });
    const { display } = rawPropertiesResponseSchema.parse(answer.json());
    expect(display?.K4?.reportDeclined).toBe('seller');
    expect(display?.K1).not.toHaveProperty('reportDeclined');
  });

  it('sends a buyer’s report to their realtor’s feed, once, in the report’s transaction', async () => {
    const sent = await post('buyer', 'K1', { text: '  The photos show another house.  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ id: expect.any(String), createdAt: expect.any(String) });
    const feed = await world.t.app.inject({
      url: `/api/${product}/activity?kind=problem-reported`,
      headers: await world.as('realtor'),
    });
    expect(feed.statusCode).toBe(200);
    expect(feed.json().items).toEqual([
      expect.objectContaining({
        kind: 'problem-reported',
        buyerUsername: 'buyer',
        listingKey: 'K1',
        text: 'The photos show another house.',
      }),
    ]);
  });

  it('refuses bad reports with a clear 4xx and stores nothing', async () => {
    const before = await reportsStored();
    const cases: [string, string, unknown, number, string?][] = [
      ['buyer', 'K1', { text: '   ' }, 400, complianceMessages.problem.empty],
      ['buyer', 'K1', { text: 'x'.repeat(problemReportMaxLength + 1) }, 400],
      ['buyer', 'K1', {}, 400],
      ['buyer', 'bad%20key', { text: 'wrong' }, 400],
      ['buyer', 'K404', { text: 'wrong' }, 404, complianceMessages.problem.notFound],
      ['realtor', 'K1', { text: 'wrong' }, 403],
      ['owner', 'K1', { text: 'wrong' }, 403],
    ];
    for (const [as, key, payload, status, message] of cases) {
      const answer = await post(as, key, payload);
      expect(answer.statusCode, `${as} ${key} ${JSON.stringify(payload).slice(0, 40)}`).toBe(
        status,
      );
      if (message) expect(answer.json().message).toBe(message);
    }
    expect(await reportsStored()).toBe(before);
  });

  it(`limits a buyer to ${problemReportLimit.max} reports an hour (429 with Retry-After)`, async () => {
    const before = await reportsStored();
    for (let sent = 0; sent < problemReportLimit.max; sent += 1) {
      expect((await post('buyer2', 'K1', { text: `report ${sent}` })).statusCode).toBe(201);
    }
    const refused = await post('buyer2', 'K1', { text: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reportsStored()).toBe(before + problemReportLimit.max);
  });

  it('tells the owner once per incident when the sync stops past 12 hours, and ends it when a sync succeeds', async () => {
    const { t } = world;
    const start = t.clock.now();
    await t.db.insert(jobs).values({
      ...REPLICA_SYNC_JOB,
      payload: { baseline: false, succeededAt: start.toISOString() },
      maxAttempts: 10,
      runAt: start,
    });
    const deps = {
      db: t.db,
      clock: t.clock,
      policy: displayPolicyOf(t.config.displayRules),
      replica: complianceReads,
      emit: emitterFor(subscribers),
      pageUrl: 'http://localhost:3000/compliance',
    };
    const ready = async () => (await t.app.inject({ url: '/api/ready' })).json();
    const ownerId = world.ids.get('owner') ?? '';
    const ownerMail = () => t.db.select().from(outbox).where(eq(outbox.kind, 'mls-data-stale'));

    t.clock.advance(11 * HOUR);
    expect(await checkFreshness(deps)).toBeNull();
    expect(await ready()).toEqual({ status: 'ok' });

    t.clock.advance(2 * HOUR);
    expect(await checkFreshness(deps)).toBe('started');
    expect(await checkFreshness(deps)).toBeNull();
    // The reactions run before the next answer (the test app settles them).
    expect(await ready()).toEqual({ status: 'degraded', degraded: ['mls-data-stale'] });
    const mail = await ownerMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ recipient: 'owner@rela.example', channel: 'email' });
    expect(mail[0]?.bodyText).toContain('http://localhost:3000/compliance');
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'data-stale'));
    expect(notices.map((notice) => notice.userId)).toEqual([ownerId]);

    // Thirteen hours on, the tokens of the sign-ins above have expired: sign in again.
    const stale = await t.app.inject({
      url: `/api/${product}/listings/properties?listingKeys=K1`,
      headers: bearer(await loginAs(t.app, 'buyer')),
    });
    expect(stale.statusCode, stale.body).toBe(200);
    expect(rawPropertiesResponseSchema.parse(stale.json()).freshness?.K1?.stale).toBe(true);
    const page = complianceResponseSchema.parse(
      (
        await t.app.inject({
          url: `/api/${product}/compliance`,
          headers: bearer(await loginAs(t.app, 'owner')),
        })
      ).json(),
    );
    expect(page.freshness).toMatchObject({ syncing: true, stale: true, dataAgeMinutes: 13 * 60 });
    expect(page.incidents).toEqual([expect.objectContaining({ endedAt: null })]);

    t.clock.advance(HOUR);
    const synced = new Date(t.clock.now().getTime() - 1_000);
    await t.db
      .update(jobs)
      .set({ payload: { baseline: false, succeededAt: synced.toISOString() } })
      .where(eq(jobs.kind, REPLICA_SYNC_JOB.kind));
    expect(await checkFreshness(deps)).toBe('ended');
    expect(await ready()).toEqual({ status: 'ok' });
    const [incident] = await t.db.select().from(freshnessIncidents);
    expect(incident?.endedAt?.toISOString()).toBe(synced.toISOString());
    expect(await ownerMail()).toHaveLength(1);
  });
});
