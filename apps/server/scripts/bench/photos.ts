/**
 * The photo figures of `npm run bench` (part `photos`, ADR 046):
 * - derivation on one core (libvips on one thread): distinct listing-like photos of 1600x1067
 *   (`listingPhotoJpeg`, about 350 KB each) a second, every file made (each size in WebP, the
 *   card in JPEG), and the CPU time a photo;
 * - the bytes of the card's and the dialog's WebP (goals 30 KB and 150 KB), and of every file of
 *   a photo (the file store's share of a photo, docs/operations.md);
 * - on PostgreSQL, the first sync of 100,000 listings (5 photos each) from the embedded MLS with
 *   the photo worker running beside it in the same process, as `--serve worker` runs them: the
 *   sync's listing rate (goal still 2,000/s; the worker rests while the first copy runs) and the
 *   time until every photo of every home on a list (100 homes spread over the market, 500 photos)
 *   is copied after it. Photos come from the MLS when it
 *   serves JPEGs; else from a photo host of the bench at the same paths (each its own bytes).
 * `--smoke` does the same with 3 photos, 2,000 listings and 10 listed homes.
 */
import { randomBytes } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateListings } from '@rela/mls';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { replicaListings } from '../../src/db/schema';
import { systemClock } from '../../src/platform/clock';
import { guardedPhotoDownload, photoFetchRules } from '../../src/platform/images/photo-fetch';
import { listingPhotoJpeg } from '../../src/platform/images/listing-photo.test-support';
import { localFileStorage } from '../../src/platform/storage/local-file-storage';
import { mlsClientConfig } from '../../src/modules/mls';
import { createReplicaFeed, startPhotoWorker, startReplicaWorker } from '../../src/modules/replica';
import { derivePhoto, type DerivedPhoto } from '../../src/modules/replica/photos/photo-derive';
import { defaultPhotoWorkerSettings } from '../../src/modules/replica/photos/photo-worker';
import { emitFigures, isSmoke, perSecond, type Figure } from './figures';
import { benchDatabaseUrl, postgresAvailable } from './postgres';

const smoke = isSmoke();
const DISTINCT = smoke ? 3 : 16;
const LISTINGS = Number(process.env.BENCH_PHOTOS_LISTINGS ?? (smoke ? 2_000 : 100_000));
const PHOTOS = 5;
const LISTED = smoke ? 10 : 100;
const WAIT_MS = smoke ? 120_000 : 30 * 60_000;
const goals = { cardBytes: 30 * 1024, dialogBytes: 150 * 1024, listingsPerSecond: 2_000 };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const figures: Figure[] = [];

// Derivation on one core, on distinct photos.
const sources: Buffer[] = [];
for (let seed = 1; seed <= DISTINCT; seed += 1) sources.push(await listingPhotoJpeg(seed));
const threads = sharp.concurrency();
sharp.concurrency(1);
const derived: DerivedPhoto[] = [];
const [cpuBefore, started] = [cpuMs(), performance.now()];
for (const source of sources) derived.push(await derivePhoto(source));
const [elapsed, cpu] = [performance.now() - started, cpuMs() - cpuBefore];
sharp.concurrency(threads);
const sizeOf = (photo: DerivedPhoto, size: string, format: string) =>
  photo.files.find((file) => file.size === size && file.format === format)?.body.length ?? 0;
const stats = (values: number[]) => ({
  mean: values.reduce((sum, value) => sum + value, 0) / values.length,
  max: Math.max(...values),
});
const card = stats(derived.map((photo) => sizeOf(photo, 'card', 'webp')));
const dialog = stats(derived.map((photo) => sizeOf(photo, 'dialog', 'webp')));
const all = stats(
  derived.map((photo) => photo.files.reduce((sum, file) => sum + file.body.length, 0)),
);
const source = stats(sources.map((photo) => photo.length));
const each = (format: string) =>
  ['card', 'dialog', 'full']
    .map((size) => `${size} ${kb(stats(derived.map((photo) => sizeOf(photo, size, format))).mean)}`)
    .join(', ');
figures.push(
  {
    figure: 'Photos',
    detail: `derivation on one core (libvips on one thread), ${DISTINCT} distinct 1600x1067 JPEGs of ${kb(source.mean)} on average: every size in WebP, the card in JPEG, and the placeholder's colours`,
    measured: `${(DISTINCT / (elapsed / 1000)).toFixed(2)} photos/s (CPU ${Math.round(cpu / DISTINCT)} ms a photo); load average ${loadAverage()}`,
    goal: 'reported',
    met: null,
  },
  {
    figure: 'Photos',
    detail: 'card WebP (480 px wide) as served',
    measured: `${kb(card.mean)} on average, ${kb(card.max)} at most`,
    goal: `<= ${kb(goals.cardBytes)}`,
    met: card.max <= goals.cardBytes,
  },
  {
    figure: 'Photos',
    detail: "dialog's WebP (1024 px wide) as served",
    measured: `${kb(dialog.mean)} on average, ${kb(dialog.max)} at most`,
    goal: `<= ${kb(goals.dialogBytes)}`,
    met: dialog.max <= goals.dialogBytes,
  },
  {
    figure: 'Photos',
    detail: 'every file of a photo in the file store (three sizes in WebP, the card in JPEG)',
    measured: `${kb(all.mean)} a photo on average (WebP: ${each('webp')}; card JPEG ${kb(stats(derived.map((photo) => sizeOf(photo, 'card', 'jpg'))).mean)})`,
    goal: 'reported',
    met: null,
  },
);

/** The bench's photo host: any path is a distinct JPEG (one of the sources with its own comment). */
const startPhotoHost = async () => {
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const base = sources[url.length % sources.length] as Buffer;
    const note = Buffer.from(url);
    const comment = Buffer.alloc(4);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(note.length + 2, 2);
    const body = Buffer.concat([base.subarray(0, 2), comment, note, base.subarray(2)]);
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The embedded MLS of `replica-mls.ts` in a child process. */
const startMls = (): Promise<{ url: string; stop: () => Promise<void> }> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = fork(new URL('./replica-mls.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_LISTINGS: String(LISTINGS), BENCH_PHOTOS: String(PHOTOS) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('exit', (code) => reject(new Error(`The bench MLS exited with ${code}`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      resolve({
        url: (message as { url: string }).url,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });

const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const copyFigures = async () => {
  const name = `rela_bench_photos_${randomBytes(4).toString('hex')}`;
  const url = new URL(benchDatabaseUrl());
  url.pathname = `/${name}`;
  await admin(`create database ${name}`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rela-bench-photos-'));
  const mls = await startMls();
  const host = await startPhotoHost();
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  try {
    await database.migrate();
    const db = database.db;
    const config = loadConfig({ ...process.env, MLS_URL: mls.url, MLS_PUBLIC_URL: mls.url });
    const keys = generateListings({ count: LISTINGS }).map((listing) => listing.ListingKey);
    const step = Math.floor(keys.length / LISTED);
    const listed = Array.from({ length: LISTED }, (_, index) => keys[index * step] as string);
    // The MLS's own photos when it serves JPEGs; the bench's otherwise (the same paths).
    const probe = await fetch(`${mls.url}/media/${listed[0]}/0.jpg`).catch(() => null);
    const mlsServesJpeg = probe?.headers.get('content-type')?.startsWith('image/jpeg') ?? false;
    const guarded = guardedPhotoDownload(photoFetchRules(config, { mediaOrigins: [host.origin] }));
    // BENCH_PHOTOS_WORKER=off: the first sync alone (for a comparison, not a figure).
    const withWorker = process.env.BENCH_PHOTOS_WORKER !== 'off';
    const photos = startPhotoWorker({
      db,
      bus: undefined,
      storage: localFileStorage(folder),
      clock: systemClock,
      logger: quiet,
      download: (address) =>
        guarded(mlsServesJpeg ? address : address.replace(new URL(mls.url).origin, host.origin)),
      listedKeys: async () => listed,
      settings: {
        ...defaultPhotoWorkerSettings,
        idleMs: withWorker ? 200 : 3_600_000,
        raiseEveryMs: 1_000,
      },
    });
    if (!withWorker) await photos.stop();
    const sync = await startReplicaWorker({
      db,
      bus: undefined,
      clock: systemClock,
      logger: quiet,
      feed: createReplicaFeed({ config: mlsClientConfig(config), clock: systemClock }),
      everyMs: 60 * 60_000,
      intervalMs: 0,
    });
    const waitingOfListed = async () => {
      const result = (await db.execute(sql`
        select count(*) filter (where state = 'copied')::int as copied, count(*)::int as rows
        from replica_photos where listing_key = any(${sql.param(listed)}::text[])`)) as unknown as {
        rows: { copied: number; rows: number }[];
      };
      return result.rows[0] ?? { copied: 0, rows: 0 };
    };
    const start = performance.now();
    let syncMs = 0;
    const syncing = sync.runPass().then((pass) => {
      syncMs = performance.now() - start;
      if (pass.done !== 1) throw new Error('The first sync did not complete');
    });
    let copiedMs = 0;
    while (withWorker && performance.now() - start < WAIT_MS) {
      const { copied, rows } = await waitingOfListed();
      if (rows === LISTED * PHOTOS && copied === rows) {
        copiedMs = performance.now() - start;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await syncing;
    const loadAfter = loadAverage();
    await photos.stop();
    await sync.stop();
    const [held] = await db.select({ total: count() }).from(replicaListings);
    const rate = (held?.total ?? 0) / (syncMs / 1000);
    const source = mlsServesJpeg ? 'the MLS' : "the bench's photo host";
    figures.push(
      {
        figure: 'Photos',
        detail: `first sync of ${LISTINGS.toLocaleString('en-US')} listings, ${PHOTOS} photos each, with the photo worker copying beside it (PostgreSQL)`,
        measured: `${perSecond(rate)} (${(syncMs / 1000).toFixed(1)} s); load average ${loadAfter}`,
        goal: `>= ${perSecond(goals.listingsPerSecond)}`,
        met: rate >= goals.listingsPerSecond,
      },
      {
        figure: 'Photos',
        detail: `every photo of ${LISTED} listed homes (${LISTED * PHOTOS} photos, from ${source}) copied after the first sync (the worker rests while it runs)`,
        measured:
          copiedMs > 0
            ? `${((copiedMs - syncMs) / 1000).toFixed(1)} s after the sync's end (${((LISTED * PHOTOS) / ((copiedMs - syncMs) / 1000)).toFixed(1)} photos/s on the machine's cores, ${(copiedMs / 1000).toFixed(1)} s from its start); load average ${loadAfter}`
            : `not all within ${WAIT_MS / 1000} s`,
        goal: 'reported',
        met: null,
      },
    );
  } finally {
    await database.close();
    await host.close();
    await mls.stop();
    await rm(folder, { recursive: true, force: true });
    await admin(`drop database if exists ${name}`);
  }
};

if (await postgresAvailable()) await copyFigures();
else {
  figures.push({
    figure: 'Photos',
    detail: 'first sync with photo copies',
    measured: 'not measured: no PostgreSQL at BENCH_DATABASE_URL',
    goal: '',
    met: null,
  });
}
emitFigures(figures);
