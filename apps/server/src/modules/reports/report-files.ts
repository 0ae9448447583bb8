import { REPORT_FILE_SUFFIX, reportFileNames } from '@rela/contracts';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { ListingPhoto } from './engine/assessment';

/**
 * A listing's report files in the file storage: `{listing key}/MlsReport.json` and the photos it
 * shows, `{listing key}/photo-NN.ext`. The report is written last, so it exists only when complete.
 */
export const reportFolder = (listingKey: string) => `${listingKey}/`;
export const reportFileKey = (listingKey: string, fileName: string) => `${listingKey}/${fileName}`;
export const MLS_REPORT_FILE = reportFileNames.mls;

const imageExtensions: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The extension of a photo type a report may store; null for anything else. */
export const imageExtension = (contentType: string): string | null =>
  imageExtensions[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? null;

export const photoFileName = (photo: Pick<ListingPhoto, 'order'>, extension: string) =>
  `photo-${String(photo.order).padStart(2, '0')}.${extension}`;

const isReportFile = (name: string) => name.endsWith(REPORT_FILE_SUFFIX);
const isReportPhoto = (name: string) => /^photo-\d+\.[a-z]+$/.test(name);

/** The file names in a listing's folder that belong to its report; none until a report file exists. */
export const listReportFiles = async (storage: FileStorage, listingKey: string) => {
  const folder = reportFolder(listingKey);
  const names = (await storage.list(folder))
    .map((key) => key.slice(folder.length))
    .filter((name) => !name.includes('/') && (isReportFile(name) || isReportPhoto(name)));
  if (!names.some(isReportFile)) return [];
  // The report file first, then the images (REQ-AI-REPORT-SHAPE).
  return [...names.filter(isReportFile), ...names.filter((name) => !isReportFile(name))];
};

/** Removes the MLS report's photos that a new report no longer shows (other kinds' files stay). */
export const removeStalePhotos = async (
  storage: FileStorage,
  listingKey: string,
  keep: ReadonlySet<string>,
) => {
  for (const name of await listReportFiles(storage, listingKey)) {
    if (isReportPhoto(name) && !keep.has(name))
      await storage.remove(reportFileKey(listingKey, name));
  }
};
