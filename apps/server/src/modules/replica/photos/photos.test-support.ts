import { mkdtemp, rm } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { InvalidationBus } from '../../../platform/cache/invalidation-bus';
import { manualClock, type ManualClock } from '../../../platform/clock';
import { guardedPhotoDownload, photoFetchRules } from '../../../platform/images/photo-fetch';
import { localFileStorage } from '../../../platform/storage/local-file-storage';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { loadConfig } from '../../../config';
import { testEnv } from '../../../../test/app';
import { REPLICA_LISTINGS_TOPIC } from '../listing-changes';
import { arrivedListing, arrivedMedia } from '../listing-row';
import { applyListings, applyMedia } from '../replica.queries';
import { defaultPhotoWorkerSettings, type PhotoWorkerDeps } from './photo-worker';

/** What a photo host answers for one path: a status, a type and a body (or a body in chunks). */
export type Served = { status?: number; type?: string; body: Buffer | (() => Buffer[]) };

/** A photo host on a port of this machine: answers what `serve` holds, counts what is asked. */
export const startPhotoHost = async () => {
  const served = new Map<string, Served>();
  const asked: string[] = [];
  const server: Server = http.createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    response.on('error', () => undefined);
    const item = served.get(url);
    if (!item) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(item.status ?? 200, { 'content-type': item.type ?? 'image/jpeg' });
    if (Buffer.isBuffer(item.body)) {
      response.end(item.body);
      return;
    }
    // Chunked, without a length: only reading tells its size.
    for (const chunk of item.body()) if (!response.write(chunk)) break;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    asked,
    serve: (pathname: string, item: Served) => served.set(pathname, item),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type PhotoHost = Awaited<ReturnType<typeof startPhotoHost>>;

/** A bus that remembers the listings each message named (ADR 036). */
export const recordingBus = () => {
  const heard: string[] = [];
  const bus: InvalidationBus = {
    publish: (topic, message) => {
      if (topic === REPLICA_LISTINGS_TOPIC) heard.push(...(JSON.parse(message) as string[]));
    },
    subscribe: () => undefined,
    close: async () => undefined,
  };
  return { bus, heard };
};

/** A logger that keeps its warnings. */
export const recordingLogger = () => {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    logger: {
      info: () => undefined,
      warn: (details: Record<string, unknown>, message: string) =>
        warnings.push({ details, message }),
      error: () => undefined,
    },
  };
};

/**
 * The photo worker's parts over a test database: the MLS's media origin is `host` (its only
 * allowed origin), files in a temporary folder, a manual clock.
 */
export const openPhotoRig = async (
  db: Db,
  host: PhotoHost,
  { clock = manualClock(new Date('2026-03-01T12:00:00Z')) }: { clock?: ManualClock } = {},
) => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rela-photos-'));
  const { bus, heard } = recordingBus();
  const { logger, warnings } = recordingLogger();
  const config = loadConfig(testEnv({ MLS_URL: host.origin, MLS_PUBLIC_URL: host.origin }));
  const listed: string[] = [];
  const storage: FileStorage = localFileStorage(folder);
  const deps: PhotoWorkerDeps = {
    db,
    bus,
    storage,
    clock,
    logger,
    download: guardedPhotoDownload(
      // Generous: a loaded CI machine must not turn a local download into a retry; the guard's
      // own time budget is tested in photo-fetch.test.ts.
      photoFetchRules(config, { timeoutMs: 60_000, maxBytes: 20 * 1024 * 1024 }),
    ),
    listedKeys: async () => listed,
    settings: { ...defaultPhotoWorkerSettings, concurrency: 2 },
  };
  let minute = 0;
  const stamp = () => new Date(Date.UTC(2026, 1, 1, 0, (minute += 1))).toISOString();
  /** A listing on the market, held as the sync writes it. */
  const addListing = async (listingKey: string) => {
    const listing = arrivedListing({
      ListingKey: listingKey,
      StandardStatus: 'Active',
      ListPrice: 500_000,
      ModificationTimestamp: stamp(),
    });
    if (!listing) throw new Error('not a listing');
    await db.transaction(async (tx) =>
      applyListings(tx as unknown as Db, bus, [listing], { now: clock.now(), baseline: false }),
    );
  };
  /**
   * Media as the sync writes them (each at a later time than the last); `url` null: removed.
   * `baseline`: as its first copy writes them (no photo rows: the worker admits them after).
   */
  const putMedia = async (
    items: { mediaKey: string; listingKey: string; order: number; url: string | null }[],
    { baseline = false }: { baseline?: boolean } = {},
  ) => {
    const at = stamp();
    const page = items.map((item) =>
      arrivedMedia({
        MediaKey: item.mediaKey,
        ResourceRecordKey: item.listingKey,
        Order: item.order,
        ...(item.url === null ? {} : { MediaURL: item.url }),
        ModificationTimestamp: at,
        ImageWidth: 1600,
        ImageHeight: 1067,
      }),
    );
    await db.transaction(async (tx) =>
      applyMedia(
        tx as unknown as Db,
        bus,
        page.filter((row) => row !== null),
        { baseline },
      ),
    );
  };
  const photoRow = async (mediaKey: string) => {
    const result = (await db.execute(
      sql`select * from replica_photos where media_key = ${mediaKey}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    return result.rows[0];
  };
  return {
    deps,
    clock,
    heard,
    warnings,
    listed,
    storage,
    addListing,
    putMedia,
    photoRow,
    close: () => rm(folder, { recursive: true, force: true }),
  };
};
export type PhotoRig = Awaited<ReturnType<typeof openPhotoRig>>;
