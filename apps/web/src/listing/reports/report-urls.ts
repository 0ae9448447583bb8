import { REPORT_FILE_SUFFIX } from '@rela/contracts';

/** The file name a report URL points to (its last path segment, without the signature). */
export const fileNameOf = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
};

/** The report file among the lookup's URLs: the one whose name ends `Report.json`. */
export const reportFileUrl = (urls: readonly string[]): string | undefined =>
  urls.find((url) => fileNameOf(url).endsWith(REPORT_FILE_SUFFIX));

/**
 * A report names its images by file name; the lookup signs each file. An absolute http(s) image
 * (another writer's report) is used as it is; anything else shows no image.
 */
export const imageUrl = (image: string | null | undefined, urls: readonly string[]) => {
  if (!image) return null;
  const signed = urls.find((url) => fileNameOf(url) === image);
  if (signed) return signed;
  return /^https?:\/\//i.test(image) ? image : null;
};
