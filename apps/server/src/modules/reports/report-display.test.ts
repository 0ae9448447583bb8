import {
  aiReportResponseSchema,
  attributionOf,
  disclaimerOf,
  errorBodySchema,
  reportFileSchema,
  rulesFor,
} from '@rela/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';
import { jobs, replicaListings } from '../../db/schema';
import { listJobs } from '../../platform/jobs';
import { REPORT_JOB } from './report-job';
import { bareListing, fakeReportSource, testReportWorker } from './reports.test-support';

const GENERATE = '/api/rela/generate-report';
/** Held by the replica with its listing office; the second one's seller keeps it from clients. */
const CREDITED = 'RELA40000001';
const WITHHELD = 'RELA40000002';
const SECOND = 1000;

/** An error body but its request id (each answer has its own). */
const withoutRequestId = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([field]) => field !== 'requestId'));

const heldRecord = (listingKey: string, fields: Record<string, unknown> = {}) => ({
  ListingKey: listingKey,
  StandardStatus: 'Active',
  OriginatingSystemName: 'TriangleMLS',
  ListOfficeName: 'Acme Realty',
  ListOfficePhone: '9195550100',
  ListAgentFullName: 'Dana Agent',
  InternetEntireListingDisplayYN: true,
  InternetConsumerCommentYN: true,
  InternetAutomatedValuationDisplayYN: true,
  ...fields,
});

/**
 * The AI condition report under the MLS display rules (ADR 048): it names the listing firm and
 * the data's source and time, as made and as served (REQ-DISPLAY-ATTRIBUTION); a buyer never gets
 * one of a listing its seller keeps from clients (REQ-DISPLAY-WITHHELD).
 */
describe.each(drivers)('the AI report’s attribution and the withheld listing (%s)', (driver) => {
  let world: HomesWorld;
  let syncedAt: Date;
  const records = {
    [CREDITED]: heldRecord(CREDITED),
    [WITHHELD]: heldRecord(WITHHELD, { InternetEntireListingDisplayYN: 'N' }),
  };
  const ask = async (actor: string, listingKey: string) =>
    world.t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: await world.as(actor),
      payload: { listing_key: listingKey },
    });
  const lookup = async (actor: string, listingKey: string) =>
    world.t.app.inject({ url: `/api/report/ai/${listingKey}`, headers: await world.as(actor) });
  const finishJobs = async () => {
    world.t.clock.advance(world.t.config.REPORT_MIN_SECONDS * SECOND);
    const worker = testReportWorker({
      db: world.t.db,
      clock: world.t.clock,
      storage: world.t.deps.storage,
      source: fakeReportSource([bareListing(CREDITED), bareListing(WITHHELD)]),
      displayRules: world.t.config.displayRules,
    });
    while ((await worker.runOnce()) > 0);
  };
  /** What the display rules say the report must carry, with the replica's time of the copy. */
  const expected = (listingKey: keyof typeof records) => {
    const record = records[listingKey];
    const rules = rulesFor(world.t.config.displayRules, record);
    return {
      attribution: attributionOf(record, rules)?.full,
      disclaimer: disclaimerOf(rules, syncedAt),
    };
  };

  beforeAll(async () => {
    world = await buildHomesWorld(driver);
    syncedAt = world.t.clock.now();
    for (const record of Object.values(records)) {
      await world.t.db.insert(replicaListings).values({
        listingKey: record.ListingKey,
        status: 'Active',
        modifiedAt: syncedAt,
        syncedAt,
        record,
      });
    }
    await world.give('buyer', [{ listingKey: CREDITED }, { listingKey: WITHHELD }]);
  });
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.t.db.delete(jobs);
  });

  it('names the listing firm and the MLS with the data’s time, in the report file and the lookup', async () => {
    expect((await ask('buyer', CREDITED)).statusCode).toBe(202);
    await finishJobs();
    const want = expected(CREDITED);
    expect(want.attribution).toBe('Listing courtesy of Acme Realty, (919) 555-0100');

    const answer = aiReportResponseSchema.parse((await lookup('buyer', CREDITED)).json());
    expect(answer.data).toMatchObject(want);
    const [reportUrl] = answer.data.reportURLs;
    expect(reportUrl).toContain('/MlsReport.json?');
    const file = await world.t.app.inject({ url: reportUrl ?? '' });
    expect(file.statusCode).toBe(200);
    const report = reportFileSchema.parse(file.json());
    expect(report).toMatchObject({
      listingKey: CREDITED,
      attribution: want.attribution,
      dataDisclaimer: want.disclaimer,
    });
    expect(report.dataDisclaimer).toContain('Information deemed reliable but not guaranteed');
  });

  it('answers a buyer 404 for a listing its seller keeps from clients, as for one Rela does not know, and stores nothing', async () => {
    for (const response of [await ask('buyer', WITHHELD), await lookup('buyer', WITHHELD)]) {
      expect(response.statusCode).toBe(404);
      const unknown = await lookup('buyer', 'RELA49999999');
      expect(withoutRequestId(response.json())).toEqual(withoutRequestId(unknown.json()));
      expect(errorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
    }
    expect(await listJobs(world.t.db, { kind: REPORT_JOB })).toEqual([]);
  });

  it('lets the buyer’s realtor (who sees the listing, marked) ask for and read its report', async () => {
    expect((await ask('realtor', WITHHELD)).statusCode).toBe(202);
    expect(await listJobs(world.t.db, { kind: REPORT_JOB })).toHaveLength(1);
    await finishJobs();
    const answer = aiReportResponseSchema.parse((await lookup('realtor', WITHHELD)).json());
    expect(answer.data.reportURLs.length).toBeGreaterThan(0);
    expect(answer.data).toMatchObject(expected(WITHHELD));
    // The report made stays the realtor's: the buyer is still told nothing of it.
    expect((await lookup('buyer', WITHHELD)).statusCode).toBe(404);
  });
});
