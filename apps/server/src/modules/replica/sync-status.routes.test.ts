import { apiPaths, syncStatusResponseSchema, type Role } from '@rela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/app';
import { drivers } from '../../../test/db';
import { listings, openReplicaRig } from '../../../test/replica-rig';

const url = `/api${apiPaths.mlsSyncStatus}`;

describe.each(drivers)('GET /api/mls/sync-status (%s)', (driver) => {
  let t: TestApp;
  let rig: Awaited<ReturnType<typeof openReplicaRig>>;
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    t = await buildTestApp({ driver });
    const chain: [string, Role][] = [
      ['syncowner', 'company-owner'],
      ['synclead', 'team-leader'],
      ['syncrealtor', 'realtor'],
      ['syncbuyer', 'buyer'],
    ];
    let supervisorId: string | null = null;
    for (const [username, role] of chain) {
      supervisorId = (await createUser(t.db, { username, role, supervisorId })).id;
      tokens.set(role, await loginAs(t.app, username));
    }
    rig = await openReplicaRig(t.database, 'default');
  }, 60_000);
  afterAll(async () => {
    await rig.close();
    await t.close();
  });

  const status = async (role: Role = 'company-owner') => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: bearer(tokens.get(role) ?? ''),
    });
    return { code: response.statusCode, body: response.json() as unknown };
  };
  const ownerView = async () => {
    const { code, body } = await status();
    expect(code).toBe(200);
    return syncStatusResponseSchema.parse(body);
  };

  it('answers 401 without a token and 403 to every role but the company owner, changing nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['team-leader', 'realtor', 'buyer'] as const) {
      const { code, body } = await status(role);
      expect(code).toBe(403);
      expect(body).toMatchObject({ message: 'You do not have permission to do that.' });
    }
  });

  it('shows no run and nothing held before the first sync', async () => {
    expect(await ownerView()).toEqual({
      baseline: true,
      lastRun: null,
      nextRunAt: expect.any(String),
      highWaterMark: { property: null, media: null },
      reconciledAt: null,
      counts: { listingsOnMarket: 0, listingsOffMarket: 0, media: 0, events: 0 },
      lastErrors: [],
      photos: { copied: 0, waiting: 0, refused: 0, bytesStored: 0 },
    });
  });

  it('shows a sync while it runs, and /api/ready stays ready meanwhile', async () => {
    let release = () => undefined as void;
    rig.faults.hold = new Promise((resolve) => {
      release = resolve;
    });
    const running = rig.sync();
    // The run has taken the job and waits for its first page.
    await expect.poll(async () => (await ownerView()).lastRun?.outcome).toBe('running');
    const ready = await t.app.inject({ method: 'GET', url: `/api${apiPaths.ready}` });
    expect(ready.statusCode).toBe(200);
    expect((await ownerView()).nextRunAt).toBeNull();
    rig.faults.hold = null;
    release();
    expect(await running).toBe(true);
  });

  it('shows the last run, the marks and the counts after a sync', async () => {
    const view = await ownerView();
    const photos = listings.reduce((sum, listing) => sum + listing.PhotosCount, 0);
    expect(view).toMatchObject({
      baseline: false,
      lastRun: { outcome: 'ok', error: null },
      highWaterMark: { property: expect.any(String), media: expect.any(String) },
      reconciledAt: expect.any(String),
      counts: { listingsOnMarket: listings.length, listingsOffMarket: 0, media: photos, events: 0 },
      lastErrors: [],
      // Every photo waits for its copy (no photo worker runs here, ADR 046).
      photos: { copied: 0, waiting: photos, refused: 0, bytesStored: 0 },
    });
    const { startedAt, finishedAt } = view.lastRun ?? {};
    expect(Date.parse(finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(startedAt ?? ''));
    expect(view.highWaterMark.property).toBe(
      listings
        .map((listing) => new Date(listing.ModificationTimestamp).toISOString())
        .sort()
        .at(-1),
    );
  });

  it('shows a failed run and its error, and the next good run as ok', async () => {
    const [listing] = listings;
    await rig.change(listing?.ListingKey ?? '', { StandardStatus: 'Withdrawn' });
    rig.faults.pagesLeft = 0;
    expect(await rig.sync()).toBe(false);
    const failed = await ownerView();
    expect(failed.lastRun).toMatchObject({
      outcome: 'error',
      error: 'the sync process died',
      finishedAt: expect.any(String),
    });
    expect(failed.lastErrors).toEqual([
      { at: expect.any(String), message: 'the sync process died' },
    ]);

    rig.faults.pagesLeft = Number.POSITIVE_INFINITY;
    expect(await rig.sync()).toBe(true);
    const after = await ownerView();
    expect(after.lastRun).toMatchObject({ outcome: 'ok', error: null });
    // The failure stays listed; the listing that left is counted off the market, with its event.
    expect(after.lastErrors).toHaveLength(1);
    expect(after.counts).toMatchObject({
      listingsOnMarket: listings.length - 1,
      listingsOffMarket: 1,
      events: 1,
    });
  });
});
