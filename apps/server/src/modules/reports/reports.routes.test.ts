import {
  aiReportResponseSchema,
  complianceMessages,
  reportFileSchema,
  reportsMessages,
  reportTiming,
  errorBodySchema,
} from '@rela/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../../test/db';
import { jobs, replicaListings } from '../../db/schema';
import { listJobs } from '../../platform/jobs';
import { buildHomesWorld, type HomesWorld } from '../../../test/homes-world';
import { REPORT_JOB } from './report-job';
import {
  bareListing,
  fakeReportSource,
  keptPhotoBytes,
  testReportWorker,
} from './reports.test-support';

const GENERATE = '/api/rela/generate-report';
const lookupPath = (key: string) => `/api/report/ai/${key}`;
const SECOND = 1000;
const KEY = 'RELA10000001';
const BARE = 'RELA10000002';
const OTHER = 'RELA30000001';
/** Held by the replica, each opted out by its seller once a report was made. */
const NO_COMMENTS = 'RELA10000003';
const NO_VALUATION = 'RELA10000004';
const OPTED_LATER = 'RELA10000005';

const listings = [
  bareListing(KEY, {
    YearBuilt: 1962,
    Heating: ['Forced Air'],
    Cooling: ['Central Air'],
    PublicRemarks: 'New roof in 2021 and new HVAC. The updated kitchen has quartz counters.',
  }),
  bareListing(BARE),
  bareListing(OTHER, { YearBuilt: 2020 }),
  bareListing(NO_COMMENTS, { YearBuilt: 1990 }),
  bareListing(NO_VALUATION, { YearBuilt: 1990 }),
  bareListing(OPTED_LATER, { YearBuilt: 1990 }),
];

/** A provider record as the replica keeps it, both seller choices saying yes unless `fields` say otherwise. */
const heldRecord = (listingKey: string, fields: Record<string, unknown> = {}) => ({
  ListingKey: listingKey,
  StandardStatus: 'Active',
  OriginatingSystemName: 'TriangleMLS',
  InternetConsumerCommentYN: true,
  InternetAutomatedValuationDisplayYN: true,
  ...fields,
});

describe.each(drivers)('AI reports (%s)', (driver) => {
  let world: HomesWorld;
  const source = fakeReportSource(listings);
  const worker = () =>
    testReportWorker({
      db: world.t.db,
      clock: world.t.clock,
      storage: world.t.deps.storage,
      source,
      displayRules: world.t.config.displayRules,
    });
  /** Runs the worker once the REPORT_MIN_SECONDS floor has passed. */
  const finishJobs = async () => {
    world.t.clock.advance(world.t.config.REPORT_MIN_SECONDS * SECOND);
    while ((await worker().runOnce()) > 0);
  };
  const ask = async (actor: string, listingKey: string) =>
    world.t.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: await world.as(actor),
      payload: { listing_key: listingKey },
    });
  const lookup = async (actor: string, listingKey: string) =>
    world.t.app.inject({ url: lookupPath(listingKey), headers: await world.as(actor) });
  const reportURLs = async (actor: string, listingKey: string) =>
    aiReportResponseSchema.parse((await lookup(actor, listingKey)).json()).data.reportURLs;
  const get = (url: string, headers: Record<string, string> = {}) =>
    world.t.app.inject({ url, headers });

  beforeAll(async () => {
    world = await buildHomesWorld(driver);
    await world.give('buyer', [
      { listingKey: KEY },
      { listingKey: BARE },
      { listingKey: NO_COMMENTS },
      { listingKey: NO_VALUATION },
    ]);
    await world.give('buyer3', [{ listingKey: OTHER }]);
  });
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.t.db.delete(jobs);
  });

  it.each(['buyer', 'realtor', 'lead', 'owner'])(
    'lets %s ask for a report of a home in the buyer’s list: 202 at once',
    async (actor) => {
      const response = await ask(actor, KEY);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({
        status: 202,
        message: reportsMessages.generationRequested,
        data: { listingKey: KEY, generating: true },
      });
    },
  );

  it.each(['buyer2', 'realtor2', 'lead2', 'lone-realtor'])(
    'answers %s 404 for a home outside their chain, and queues nothing',
    async (actor) => {
      const response = await ask(actor, KEY);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
      expect((await lookup(actor, KEY)).statusCode).toBe(404);
      expect(await listJobs(world.t.db, { kind: REPORT_JOB })).toEqual([]);
    },
  );

  it('answers 404 for a listing in nobody’s homes, 401 without sign-in, 400 for a bad key', async () => {
    expect((await ask('owner', 'RELA99999999')).statusCode).toBe(404);
    const anonymous = await world.t.app.inject({
      method: 'POST',
      url: GENERATE,
      payload: { listing_key: KEY },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await world.t.app.inject({ url: lookupPath(KEY) })).statusCode).toBe(401);
    for (const payload of [{ listing_key: "K1' or 1 eq 1" }, {}, { listing_key: 42 }]) {
      const bad = await world.t.app.inject({
        method: 'POST',
        url: GENERATE,
        headers: await world.as('buyer'),
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await lookup('buyer', '..%2Fprofile-images')).statusCode).toBe(400);
    expect(await listJobs(world.t.db, { kind: REPORT_JOB })).toEqual([]);
  });

  it('makes one job of many requests while it runs, and a new one once it is done', async () => {
    const answers = await Promise.all(
      ['buyer', 'realtor', 'buyer', 'owner', 'lead'].map((actor) => ask(actor, KEY)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(await listJobs(world.t.db, { kind: REPORT_JOB, key: KEY })).toHaveLength(1);
    await finishJobs();
    await ask('buyer', KEY);
    const rows = await listJobs(world.t.db, { kind: REPORT_JOB, key: KEY });
    expect(rows.map((row) => row.status)).toEqual(['done', 'queued']);
  });

  it('waits REPORT_MIN_SECONDS, then writes the report, and the lookup turns from generating to ready', async () => {
    await ask('buyer', KEY);
    let answer = aiReportResponseSchema.parse((await lookup('buyer', KEY)).json());
    expect(answer.data.generating).toBe(true);

    world.t.clock.advance(world.t.config.REPORT_MIN_SECONDS * SECOND - 1);
    expect(await worker().runOnce()).toBe(0);
    world.t.clock.advance(1);
    expect(await worker().runOnce()).toBe(1);

    answer = aiReportResponseSchema.parse((await lookup('buyer', KEY)).json());
    expect(answer.data.generating).toBe(false);
    const [reportUrl, ...images] = answer.data.reportURLs;
    expect(reportUrl).toMatch(
      /^\/api\/report\/files\/RELA10000001\/MlsReport\.json\?expires=\d+&signature=/,
    );
    expect(images.length).toBeGreaterThan(0);

    // As a client fetches it: a plain GET, no bearer token.
    const file = await get(reportUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    const report = reportFileSchema.parse(file.json());
    expect(report).toMatchObject({
      reportKind: 'mls',
      listingKey: KEY,
      disclaimer: reportsMessages.disclaimer,
    });
    const compiled = report.final_compiled_response;
    expect(compiled?.propertyGrades).toEqual({
      overall: 'Yellow',
      cosmetic: 'Green',
      nonCosmetic: 'Yellow',
    });
    expect(compiled?.keyAreas?.exterior).toMatchObject({ grade: 'Green', image: 'photo-00.webp' });
    expect(compiled?.detailedAssessments?.interior?.map((item) => [item.name, item.grade])).toEqual(
      [['Kitchen', 'Green']],
    );
    const roof = compiled?.detailedAssessments?.exterior?.find((item) => item.name === 'Roof');
    expect(roof?.evidence).toEqual(['Remarks: "New roof in 2021 and new HVAC."']);

    const image = await get(images[0] ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.rawPayload.equals(await keptPhotoBytes)).toBe(true);
  });

  it.each(['realtor', 'lead', 'owner'])('issues the report’s URLs to %s', async (actor) => {
    const urls = await reportURLs(actor, KEY);
    expect(urls[0]).toContain('/MlsReport.json?');
    expect((await get(urls[0] ?? '')).statusCode).toBe(200);
  });

  it('refuses a report URL that is unsigned, expired or altered, whoever fetches it', async () => {
    const [url = ''] = await reportURLs('buyer', KEY);
    const { pathname, searchParams } = new URL(url, 'http://rela.test');
    const expires = searchParams.get('expires') ?? '';
    const signature = searchParams.get('signature') ?? '';
    const refused = async (target: string, headers?: Record<string, string>) => {
      const response = await get(target, headers);
      expect(response.statusCode, target).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: reportsMessages.linkRefused,
      });
    };
    await refused(pathname);
    await refused(pathname, await world.as('buyer'));
    await refused(`${pathname}?expires=${expires}`);
    await refused(`${pathname}?signature=${signature}`);
    await refused(`${pathname}?expires=${Number(expires) + 3600}&signature=${signature}`);
    await refused(`${pathname}?expires=${expires}&signature=${signature.slice(0, -2)}AA`);
    await refused(`${pathname.replace(KEY, OTHER)}?expires=${expires}&signature=${signature}`);
    await refused(
      `${pathname.replace('MlsReport.json', 'photo-00.webp')}?expires=${expires}&signature=${signature}`,
    );
    // Fetched without rights: an outsider who knows where the files are gets nothing either.
    await refused(pathname, await world.as('realtor2'));

    world.t.clock.advance(reportTiming.fileUrlTtlMs + SECOND);
    await refused(url);
    const fresh = await reportURLs('buyer', KEY);
    expect((await get(fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('writes the no-information text for a listing with bare MLS data, not invented grades', async () => {
    await ask('buyer', BARE);
    await finishJobs();
    const [url = ''] = await reportURLs('buyer', BARE);
    const compiled = reportFileSchema.parse((await get(url)).json()).final_compiled_response;
    const none = reportsMessages.notApplicable;
    expect(compiled?.propertyGrades).toEqual({ overall: none, cosmetic: none, nonCosmetic: none });
    for (const area of ['exterior', 'interior', 'systems'] as const) {
      expect(compiled?.keyAreas?.[area]).toMatchObject({ grade: none, description: none });
      expect(compiled?.detailedAssessments?.[area]).toEqual([]);
    }
  });

  it('answers no URLs and no generation for a home without a report', async () => {
    expect((await lookup('buyer3', OTHER)).json()).toEqual({
      status: 200,
      data: { listingKey: OTHER, reportURLs: [], generating: false },
    });
  });

  describe('a seller who said no to comments or automated valuations (REQ-DISPLAY-NO-REPORT)', () => {
    const hold = async (record: Record<string, unknown> & { ListingKey: string }) => {
      const now = world.t.clock.now();
      await world.t.db
        .insert(replicaListings)
        .values({
          listingKey: record.ListingKey,
          status: 'Active',
          modifiedAt: now,
          syncedAt: now,
          record,
        })
        .onConflictDoUpdate({ target: replicaListings.listingKey, set: { record } });
    };

    it.each([
      [NO_COMMENTS, 'InternetConsumerCommentYN', false],
      [NO_VALUATION, 'InternetAutomatedValuationDisplayYN', 'N'],
    ])(
      '%s: reported while %s said yes; once it says %s, 403 with the reason, no job, and the report is not served',
      async (listingKey, field, no) => {
        // Both choices yes: the listing gets its report.
        await hold(heldRecord(listingKey));
        expect((await ask('buyer', listingKey)).statusCode).toBe(202);
        await finishJobs();
        expect((await reportURLs('buyer', listingKey))[0]).toContain('/MlsReport.json?');

        await hold(heldRecord(listingKey, { [field]: no }));
        for (const actor of ['buyer', 'realtor']) {
          const refused = await ask(actor, listingKey);
          expect(refused.statusCode).toBe(403);
          expect(errorBodySchema.parse(refused.json())).toMatchObject({
            code: 'REPORT_DECLINED',
            message: complianceMessages.reportDeclined.seller,
          });
        }
        const stored = await listJobs(world.t.db, { kind: REPORT_JOB, key: listingKey });
        expect(stored.map((job) => job.status)).toEqual(['done']);
        expect((await lookup('buyer', listingKey)).json()).toEqual({
          status: 200,
          data: {
            listingKey,
            reportURLs: [],
            generating: false,
            declined: 'seller',
            // The listing's credit stays (REQ-DISPLAY-ATTRIBUTION); this record names nobody.
            attribution: null,
            disclaimer: expect.stringContaining('Information deemed reliable but not guaranteed'),
          },
        });
        // Still nothing for those outside the buyer's chain: the refusal reveals no home.
        expect((await ask('buyer2', listingKey)).statusCode).toBe(404);
      },
    );

    it('makes no report for a job asked for before the seller opted out', async () => {
      await world.give('buyer', [{ listingKey: OPTED_LATER }]);
      await hold(heldRecord(OPTED_LATER));
      expect((await ask('buyer', OPTED_LATER)).statusCode).toBe(202);
      await hold(heldRecord(OPTED_LATER, { InternetConsumerCommentYN: 'No' }));
      await finishJobs();
      const stored = await listJobs(world.t.db, { kind: REPORT_JOB, key: OPTED_LATER });
      expect(stored.map((job) => job.status)).toEqual(['done']);
      expect(await world.t.deps.storage.list(`${OPTED_LATER}/`)).toEqual([]);
    });
  });
});
