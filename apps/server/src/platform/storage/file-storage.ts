/**
 * Where Rela keeps files it makes or receives (profile photos, AI reports and their images):
 * one interface, a directory under DATA_DIR by default, an S3-compatible bucket when S3_* is set.
 *
 * Keys are server-made, `/`-separated paths of safe segments (`profile-images/<id>.jpg`,
 * `<listing key>/MlsReport.json`); `assertStorageKey` refuses anything else before any I/O.
 */
export type StoredFile = { body: Buffer; contentType: string };

export type FileStorage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The file, or null when nothing is stored under the key. */
  get: (key: string) => Promise<StoredFile | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the file; removing a missing key is not an error. */
  remove: (key: string) => Promise<void>;
  /** The keys that start with `prefix` (a folder such as `RELA00000001/`), sorted. */
  list: (prefix: string) => Promise<string[]>;
};

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Refused storage key ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'StorageKeyError';
  }
}

/** A key of safe segments: no empty, dot-only or hidden segment, no traversal, no backslash. */
export const isStorageKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= MAX_KEY_LENGTH &&
  key.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));

export const assertStorageKey = (key: string): void => {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
};

/** A prefix is a key, or a key followed by `/`, or empty (everything). */
export const assertStoragePrefix = (prefix: string): void => {
  if (prefix === '') return;
  assertStorageKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
};
