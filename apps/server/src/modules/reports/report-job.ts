import type { RawProperty, ReportDeclined } from '@rela/contracts';
import type { JobRow } from '../../db/schema';
import { fairHousingFinding, type FairHousingFinding } from '../fair-housing';
import type { Clock } from '../../platform/clock';
import { PermanentJobError, type JobHandler, type JobLogger } from '../../platform/jobs';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ListingPhoto } from './engine/assessment';
import { gradeListing } from './engine/grade-listing';
import { compileReport } from './report-compile';
import {
  imageExtension,
  MLS_REPORT_FILE,
  photoFileName,
  removeStalePhotos,
  reportFileKey,
} from './report-files';
import type { ReportCredit } from './report-listing';
import type { ReportSource } from './report-source';
import {
  builtInDescriptions,
  builtInWriter,
  describedSections,
  type ReportWriter,
} from './report-writer';

/** The job kind of an AI report; its key is the listing key (one generation per listing at a time). */
export const REPORT_JOB = 'ai-report';

export type ReportJobDeps = {
  source: ReportSource;
  /** The built-in writer, or the LLM one when LLM_* is set. */
  writer: ReportWriter;
  storage: FileStorage;
  clock: Clock;
  logger: JobLogger;
  /**
   * Why Rela declines the listing's report now (REQ-DISPLAY-NO-REPORT): a job queued before the
   * seller's opt-out makes none (`reportDeclinedFor`, as the calls ask).
   */
  declined: (listingKey: string) => Promise<ReportDeclined | null>;
  /**
   * The listing's attribution and its MLS's disclaimer with the time its data was obtained, which
   * the report carries (REQ-DISPLAY-ATTRIBUTION; `reportCreditOf`).
   */
  credit: (listing: RawProperty) => Promise<ReportCredit>;
  /**
   * Tells the fair-housing audit of the written descriptions the screen replaced (ADR 050);
   * called once per report that had any.
   */
  tellFindings: (findings: readonly FairHousingFinding[]) => Promise<void>;
};

const addressOf = (listing: RawProperty) =>
  [listing.UnparsedAddress, listing.City, listing.StateOrProvince].filter(Boolean).join(', ') ||
  listing.ListingKey;

/**
 * A writer's descriptions the fair-housing screen lets through (ADR 050, REQ-FAIR-HOUSING); one it
 * catches is left out (the built-in text, written from the grades alone, stands) and told.
 */
const screened = async (deps: ReportJobDeps, written: Record<string, string>) => {
  const findings: FairHousingFinding[] = [];
  const kept = Object.fromEntries(
    Object.entries(written).filter(([, text]) => {
      const finding = fairHousingFinding(text);
      if (finding) findings.push(finding);
      return !finding;
    }),
  );
  if (findings.length > 0) await deps.tellFindings(findings);
  return kept;
};

/** What the writer wrote, or null when it failed (the built-in descriptions then stand). */
const written = async (
  deps: ReportJobDeps,
  listing: RawProperty,
  sections: ReturnType<typeof describedSections>,
) => {
  try {
    return await deps.writer.describe({ address: addressOf(listing), sections });
  } catch (error) {
    deps.logger.warn(
      {
        listingKey: listing.ListingKey,
        error: error instanceof Error ? error.message : String(error),
      },
      'report writer failed; the built-in descriptions stand',
    );
    return null;
  }
};

/** The descriptions: the writer's where it gave one the screen let through, the built-in text everywhere else. */
const describe = async (
  deps: ReportJobDeps,
  listing: RawProperty,
  sections: ReturnType<typeof describedSections>,
) => {
  const builtIn = builtInDescriptions(sections);
  if (deps.writer === builtInWriter) return { descriptions: builtIn, writer: builtInWriter.name };
  const texts = await written(deps, listing, sections);
  if (!texts) return { descriptions: builtIn, writer: builtInWriter.name };
  return {
    descriptions: { ...builtIn, ...(await screened(deps, texts)) },
    writer: deps.writer.name,
  };
};

/** Stores each photo the report shows once; a photo that cannot be had is left out of the report. */
const storePhotos = async (
  deps: ReportJobDeps,
  listingKey: string,
  photos: readonly (ListingPhoto | null)[],
) => {
  const stored = new Map<string, string>();
  for (const photo of photos) {
    if (!photo || stored.has(photo.url)) continue;
    const file = await deps.source.download(listingKey, photo.url);
    const extension = file && imageExtension(file.contentType);
    if (!file || !extension) continue;
    const name = photoFileName(photo, extension);
    await deps.storage.put(reportFileKey(listingKey, name), file.body, file.contentType);
    stored.set(photo.url, name);
  }
  return stored;
};

/**
 * Builds and stores a listing's MLS-based report: grades, descriptions, photos, then the report
 * file, which names the listing firm and the data's source and time (ADR 048).
 */
export const generateReport = async (deps: ReportJobDeps, listingKey: string) => {
  const listing = await deps.source.listing(listingKey);
  if (!listing) throw new PermanentJobError(`listing ${listingKey} is not in the MLS`);
  const photos = await deps.source.photos(listingKey);
  const now = deps.clock.now();
  const assessment = gradeListing(listing, photos, now);
  const sections = describedSections(assessment);
  const { descriptions, writer } = await describe(deps, listing, sections);
  const shown = Object.values(assessment.areas).flatMap((area) => [
    area.photo,
    ...area.items.map((item) => item.photo),
  ]);
  const stored = await storePhotos(deps, listingKey, shown);
  const credit = await deps.credit(listing);
  const report = compileReport({
    credit,
    assessment,
    sections,
    descriptions,
    imageOf: (photo) => (photo ? (stored.get(photo.url) ?? null) : null),
    generatedAt: now,
    writer,
  });
  await deps.storage.put(
    reportFileKey(listingKey, MLS_REPORT_FILE),
    Buffer.from(JSON.stringify(report, null, 2)),
    'application/json',
  );
  await removeStalePhotos(deps.storage, listingKey, new Set(stored.values()));
  return report;
};

const listingKeyOf = (job: JobRow) => {
  const key = job.payload.listingKey;
  if (typeof key !== 'string') throw new PermanentJobError('the job names no listing');
  return key;
};

export const reportJobHandler =
  (deps: ReportJobDeps): JobHandler =>
  async (job) => {
    const listingKey = listingKeyOf(job);
    const declined = await deps.declined(listingKey);
    if (declined) {
      deps.logger.info(
        { listingKey, declined },
        'AI report declined since it was asked for; none made',
      );
      return;
    }
    await generateReport(deps, listingKey);
  };
