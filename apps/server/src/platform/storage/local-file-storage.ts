import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  assertStoragePrefix,
  type FileStorage,
  type StoredFile,
} from './file-storage';

/** The content type sits beside each file, so a read answers what the write was told. */
const TYPE_SUFFIX = '.content-type';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

const walk = async (dir: string, base: string): Promise<string[]> => {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    const key = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await walk(path.join(dir, entry.name), key)));
    else if (!entry.name.endsWith(TYPE_SUFFIX) && !entry.name.startsWith('.')) keys.push(key);
  }
  return keys;
};

/** Files in a directory (DATA_DIR/files by default); writes land whole (temporary file, rename). */
export const localFileStorage = (root: string): FileStorage => {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    put: async (key, body, contentType) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
      await writeFile(temporary, body);
      await writeFile(`${file}${TYPE_SUFFIX}`, contentType);
      await rename(temporary, file);
    },
    get: async (key): Promise<StoredFile | null> => {
      const file = fileOf(key);
      try {
        const body = await readFile(file);
        const contentType = await readFile(`${file}${TYPE_SUFFIX}`, 'utf8').catch(
          () => 'application/octet-stream',
        );
        return { body, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    exists: async (key) => {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    remove: async (key) => {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${TYPE_SUFFIX}`, { force: true });
    },
    list: async (prefix) => {
      assertStoragePrefix(prefix);
      const keys = await walk(root, '');
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },
  };
};
