import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultDisplayRules as displayRules, reportFileSchema } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../test/db';
import type { Database } from '../../db/client';
import { manualClock } from '../../platform/clock';
import { defaultJobRetryPolicy, enqueueJob, listJobs } from '../../platform/jobs';
import type { FileStorage } from '../../platform/storage/file-storage';
import { localFileStorage } from '../../platform/storage/local-file-storage';
import { llmReportWriter, reportLlmSettings } from './llm-writer';
import { REPORT_JOB, generateReport } from './report-job';
import type { FairHousingFinding } from '../fair-housing';
import { builtInWriter, type ReportWriter } from './report-writer';
import {
  bareListing,
  captionedPhotos,
  fakeReportSource,
  quietLogger,
  testReportWorker,
} from './reports.test-support';
import { fairHousingAudit } from '../../db/schema';
import { startReactionWorker } from '../../platform/events';
import { subscribers } from '../../reactions';

const KEY = 'RELA20000001';
const listing = bareListing(KEY, {
  YearBuilt: 1940,
  PublicRemarks: 'Original knob-and-tube wiring in parts of the home. Updated kitchen.',
});

const readReport = async (storage: FileStorage, key = KEY) => {
  const file = await storage.get(`${key}/MlsReport.json`);
  return reportFileSchema.parse(JSON.parse(file?.body.toString() ?? '{}'));
};

describe.each(drivers)('the report job (%s)', (driver) => {
  let database: Database;
  let dir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dir = await mkdtemp(path.join(os.tmpdir(), 'rela-report-job-'));
    storage = localFileStorage(dir);
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is written by another worker when the first one dies mid-way', async () => {
    const clock = manualClock();
    await enqueueJob(database.db, {
      kind: REPORT_JOB,
      key: KEY,
      payload: { listingKey: KEY },
      runAt: clock.now(),
    });
    const stuck = fakeReportSource([listing]);
    stuck.photos = () => new Promise(() => undefined);
    void testReportWorker({
      db: database.db,
      clock,
      storage,
      source: stuck,
      displayRules,
    }).runOnce();
    await expect
      .poll(async () => (await listJobs(database.db, { kind: REPORT_JOB, key: KEY }))[0]?.status)
      .toBe('running');
    expect(await storage.exists(`${KEY}/MlsReport.json`)).toBe(false);

    clock.advance(defaultJobRetryPolicy.leaseMs);
    const healthy = testReportWorker({
      db: database.db,
      clock,
      storage,
      displayRules,
      source: fakeReportSource([listing]),
    });
    expect(await healthy.runOnce()).toBe(1);
    const report = await readReport(storage);
    expect(report.final_compiled_response?.propertyGrades?.overall).toBe('Red');
    const [row] = await listJobs(database.db, { kind: REPORT_JOB, key: KEY });
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('leaves a steering written description out of the report and records it in the audit (ADR 050)', async () => {
    const clock = manualClock();
    const key = 'RELA20000009';
    await enqueueJob(database.db, {
      kind: REPORT_JOB,
      key,
      payload: { listingKey: key },
      runAt: clock.now(),
    });
    await testReportWorker({
      db: database.db,
      clock,
      storage,
      displayRules,
      source: fakeReportSource([bareListing(key, { YearBuilt: 1940 })]),
      writer: {
        name: 'llm:steering',
        describe: async ({ sections }) =>
          Object.fromEntries(
            sections.map((section) => [section.id, 'A quiet street, mostly white families.']),
          ),
      },
    }).runOnce();
    expect(JSON.stringify(await readReport(storage, key))).not.toContain('white families');
    const reactions = await startReactionWorker({
      db: database.db,
      clock,
      logger: quietLogger,
      subscribers,
      intervalMs: 0,
    });
    await reactions.drain();
    await reactions.stop();
    const entries = await database.db.select().from(fairHousingAudit);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.surface === 'report' && entry.userId === null)).toBe(
      true,
    );
    expect(entries[0]).toMatchObject({ class: 'race-color' });
  });

  it('fails at once, without retries, for a listing the MLS does not have', async () => {
    const clock = manualClock();
    await enqueueJob(database.db, {
      kind: REPORT_JOB,
      key: 'GONE1',
      payload: { listingKey: 'GONE1' },
      runAt: clock.now(),
    });
    await testReportWorker({
      db: database.db,
      clock,
      storage,
      displayRules,
      source: fakeReportSource([]),
    }).runOnce();
    const [row] = await listJobs(database.db, { kind: REPORT_JOB, key: 'GONE1' });
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('report generation', () => {
  let dir: string;
  let storage: FileStorage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rela-report-gen-'));
    storage = localFileStorage(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const told: FairHousingFinding[] = [];
  const deps = (overrides: { writer?: ReportWriter; photos?: typeof captionedPhotos } = {}) => ({
    source: fakeReportSource([listing], overrides.photos),
    writer: overrides.writer ?? builtInWriter,
    storage,
    clock: manualClock(new Date('2026-06-01T00:00:00Z')),
    logger: quietLogger,
    declined: async () => null,
    credit: async () => ({ attribution: null, disclaimer: 'Listing data from the MLS.' }),
    tellFindings: async (findings: readonly FairHousingFinding[]) => {
      told.push(...findings);
    },
  });

  it('stores each photo it shows once, then the report, and drops photos a new report no longer shows', async () => {
    const first = deps();
    await generateReport(first, KEY);
    const photos = (await storage.list(`${KEY}/`)).filter((key) => key.includes('photo-'));
    expect(photos.length).toBeGreaterThan(1);
    expect(new Set(first.source.downloads).size).toBe(first.source.downloads.length);

    await generateReport(deps({ photos: (key) => captionedPhotos(key).slice(0, 1) }), KEY);
    expect(await storage.list(`${KEY}/`)).toEqual([
      `${KEY}/MlsReport.json`,
      `${KEY}/photo-00.webp`,
    ]);
  });

  it('takes the descriptions of a writer but never its grades, and falls back when it fails', async () => {
    const grades = async (writer: ReportWriter) => {
      const report = await generateReport(deps({ writer }), KEY);
      return report;
    };
    const builtIn = await grades(builtInWriter);
    const written = await grades({
      name: 'llm:fake',
      describe: async ({ sections }) =>
        Object.fromEntries(sections.map((section) => [section.id, `About ${section.title}.`])),
    });
    expect(written.engine).toBe('rela-mls-grades/1 + llm:fake');
    expect(written.final_compiled_response.propertyGrades).toEqual(
      builtIn.final_compiled_response.propertyGrades,
    );
    expect(written.final_compiled_response.keyAreas.systems).toMatchObject({
      grade: 'Red',
      description: 'About Systems.',
    });
    const failed = await grades({
      name: 'llm:down',
      describe: async () => {
        throw new Error('connection refused');
      },
    });
    expect(failed.engine).toBe('rela-mls-grades/1');
    expect(failed.final_compiled_response.keyAreas).toEqual(
      builtIn.final_compiled_response.keyAreas,
    );
  });

  it('stores no written text that describes the people of the area: the built-in one stands, the audit is told (ADR 050)', async () => {
    const builtIn = await generateReport(deps(), KEY);
    told.length = 0;
    const report = await generateReport(
      deps({
        writer: {
          name: 'llm:steering',
          describe: async ({ sections }) =>
            Object.fromEntries(
              sections.map((section) => [
                section.id,
                section.title === 'Systems'
                  ? 'The wiring is old, but the street is mostly white families, a good fit.'
                  : `About ${section.title}.`,
              ]),
            ),
        },
      }),
      KEY,
    );
    expect(report.final_compiled_response.keyAreas.systems).toEqual(
      builtIn.final_compiled_response.keyAreas.systems,
    );
    expect(JSON.stringify(report)).not.toContain('white families');
    expect(report.final_compiled_response.keyAreas.exterior?.description).toMatch(/^About /);
    expect(told).toEqual([expect.objectContaining({ class: 'race-color' })]);
  });
});

describe('the LLM report writer', () => {
  let llm: FastifyInstance;
  let url: string;
  const seen: { authorization?: string; body: unknown }[] = [];
  let answer: unknown;
  beforeAll(async () => {
    llm = Fastify();
    llm.post('/v1/chat/completions', async (request) => {
      seen.push({ authorization: request.headers.authorization, body: request.body });
      return answer;
    });
    url = await llm.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => llm.close());

  const sections = [
    {
      id: 'keyAreas.systems',
      title: 'Systems',
      grade: 'Red',
      reasons: ['Knob-and-tube.'],
      evidence: ['Remarks: "…"'],
    },
    {
      id: 'detailed.systems.electrical',
      title: 'Electrical',
      grade: 'Red',
      reasons: ['r'],
      evidence: ['e'],
    },
  ];
  const completion = (content: string) => ({
    choices: [{ message: { role: 'assistant', content } }],
  });

  it('reads LLM_* through its own settings, and none without LLM_BASE_URL', () => {
    expect(
      reportLlmSettings({ LLM_BASE_URL: undefined, LLM_API_KEY: 'k', LLM_MODEL: 'm' }),
    ).toBeNull();
    expect(
      reportLlmSettings({ LLM_BASE_URL: 'http://llm/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' }),
    ).toEqual({
      baseUrl: 'http://llm/v1',
      apiKey: 'k',
      model: 'm',
    });
  });

  it('sends the evidence and keeps only sensible descriptions of known sections', async () => {
    answer = completion(
      JSON.stringify({
        descriptions: {
          'keyAreas.systems': 'The wiring is the concern here.',
          'detailed.systems.electrical': 42,
          'made.up': 'Invented.',
        },
      }),
    );
    const writer = llmReportWriter({ baseUrl: `${url}/v1/`, apiKey: 'secret', model: 'tiny' });
    const descriptions = await writer.describe({ address: '12 Oak Street', sections });
    expect(descriptions).toEqual({ 'keyAreas.systems': 'The wiring is the concern here.' });
    expect(writer.name).toBe('llm:tiny');
    const request = seen.at(-1);
    expect(request?.authorization).toBe('Bearer secret');
    const body = request?.body as { model: string; messages: { content: string }[] };
    expect(body.model).toBe('tiny');
    const sent = JSON.parse(body.messages[1]?.content ?? '{}') as {
      sections: { evidence: string[] }[];
    };
    expect(sent.sections[0]?.evidence).toEqual(['Remarks: "…"']);
  });

  it('throws on an answer that is not the JSON asked for, so the built-in text stands', async () => {
    answer = completion('Sure! Here are your descriptions.');
    const writer = llmReportWriter({ baseUrl: `${url}/v1`, apiKey: undefined, model: 'tiny' });
    await expect(writer.describe({ address: 'x', sections })).rejects.toThrow();
  });
});
