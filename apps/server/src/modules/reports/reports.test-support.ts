import type { RawProperty } from '@rela/contracts';
import type { Clock } from '../../platform/clock';
import { startJobWorker } from '../../platform/jobs';
import { smallWebp } from '../../platform/images/image-fixtures.test-support';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ListingPhoto } from './engine/assessment';
import { REPORT_JOB, reportJobHandler } from './report-job';
import type { ReportSource } from './report-source';
import { builtInWriter, type ReportWriter } from './report-writer';
import type { Db } from '../../db/client';
import type { DisplayRules } from '@rela/contracts';
import { reportDeclinedFor } from './report-declined';
import { reportCreditOf } from './report-listing';
import { emitterFor } from '../../platform/events';
import { subscribers } from '../../reactions';
import { tellFinding } from '../fair-housing';

/** A listing with nothing but its key and address: what a bare MLS record gives. */
export const bareListing = (key: string, facts: Partial<RawProperty> = {}): RawProperty => ({
  ListingKey: key,
  UnparsedAddress: '12 Oak Street',
  City: 'Springfield',
  StateOrProvince: 'IL',
  PostalCode: '62704',
  ListPrice: null,
  StandardStatus: null,
  PropertyType: null,
  ArchitecturalStyle: null,
  YearBuilt: null,
  Stories: null,
  LivingArea: null,
  LotSizeAcres: null,
  LotSizeSquareFeet: null,
  BedroomsTotal: null,
  BathroomsFull: null,
  BathroomsHalf: null,
  BathroomsTotalInteger: null,
  Heating: null,
  Cooling: null,
  Basement: null,
  GarageSpaces: null,
  FireplacesTotal: null,
  SubdivisionName: null,
  ElementarySchool: null,
  MiddleOrJuniorSchool: null,
  HighSchool: null,
  PublicRemarks: null,
  TaxAnnualAmount: null,
  Latitude: null,
  Longitude: null,
  ...facts,
});

export const captionedPhotos = (key: string): ListingPhoto[] =>
  ['Front exterior', 'Living room', 'Kitchen', 'Primary bathroom', 'Backyard'].map(
    (caption, order) => ({ url: `https://mls.example/media/${key}/${order}.jpg`, order, caption }),
  );

/** The kept photo every photo of `fakeReportSource` is: a small WebP, as Rela's copies are. */
export const keptPhotoBytes = smallWebp();

/** A report source at the network edge: listings and photos in memory, every photo a small WebP. */
export const fakeReportSource = (
  listings: readonly RawProperty[],
  photos: (key: string) => ListingPhoto[] = captionedPhotos,
): ReportSource & { downloads: string[] } => {
  const downloads: string[] = [];
  return {
    downloads,
    listing: async (key) => listings.find((listing) => listing.ListingKey === key) ?? null,
    photos: async (key) => photos(key),
    download: async (_listingKey, url) => {
      downloads.push(url);
      return { body: await keptPhotoBytes, contentType: 'image/webp' };
    },
  };
};

export const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A report worker over the test app's database and storage; the test runs its passes. */
export const testReportWorker = (deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  source: ReportSource;
  writer?: ReportWriter;
  /** The display rules the reports module asks with (REQ-DISPLAY-NO-REPORT). */
  displayRules: DisplayRules;
}) =>
  startJobWorker({
    db: deps.db,
    clock: deps.clock,
    logger: quietLogger,
    intervalMs: 0,
    handlers: {
      [REPORT_JOB]: reportJobHandler({
        source: deps.source,
        writer: deps.writer ?? builtInWriter,
        storage: deps.storage,
        clock: deps.clock,
        logger: quietLogger,
        declined: (listingKey) => reportDeclinedFor(deps.db, deps.displayRules, listingKey),
        credit: (listing) => reportCreditOf(deps.db, deps.displayRules, listing, deps.clock.now()),
        tellFindings: async (findings) => {
          const emit = emitterFor(subscribers);
          for (const finding of findings)
            await tellFinding(emit, deps.db, {
              ...finding,
              surface: 'report',
              userId: null,
              at: deps.clock.now(),
            });
        },
      }),
    },
  });
