import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type PhotoCacheOptions = {
  /** The folder; made when first written. */
  dir: string;
  /** Past this many bytes the least recently used files are deleted. */
  maxBytes: number;
};

/** Where a photo came from: read from the disk, or made now (and written). */
export type CacheHit = { bytes: Buffer; from: 'disk' | 'made' };

const fileName = /^[0-9a-f]{64}\.jpg$/;

/**
 * Photos on disk, one file a key (`{dir}/{key:2}/{key}.jpg`), written whole (a temporary file
 * renamed), so any number of processes may share the folder. The same key asked for twice at once is
 * made once. The folder is a cache: delete it at any time; past `maxBytes` the least recently used
 * files go (the files already there count from the first use).
 */
export const createPhotoCache = (options: PhotoCacheOptions) => {
  /** Known files and their sizes, least recently used first. */
  const sizes = new Map<string, number>();
  let total = 0;
  let scanned: Promise<void> | undefined;
  const pending = new Map<string, Promise<CacheHit>>();

  const fileOf = (key: string) => path.join(options.dir, key.slice(0, 2), `${key}.jpg`);

  const remember = (key: string, size: number) => {
    total += size - (sizes.get(key) ?? 0);
    sizes.delete(key);
    sizes.set(key, size);
  };

  const forget = (key: string) => {
    total -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };

  /** The files a previous run left, oldest first. */
  const scan = async () => {
    const found: { key: string; size: number; at: number }[] = [];
    const shards = await readdir(options.dir).catch(() => [] as string[]);
    for (const shard of shards) {
      const names = await readdir(path.join(options.dir, shard)).catch(() => [] as string[]);
      for (const name of names.filter((candidate) => fileName.test(candidate))) {
        const info = await stat(path.join(options.dir, shard, name)).catch(() => undefined);
        if (info) found.push({ key: name.slice(0, 64), size: info.size, at: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.at - b.at);
    for (const file of found) if (!sizes.has(file.key)) remember(file.key, file.size);
  };

  const trim = async () => {
    for (const [key] of sizes) {
      if (total <= options.maxBytes) return;
      forget(key);
      await unlink(fileOf(key)).catch(() => undefined);
    }
  };

  const write = async (key: string, bytes: Buffer) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    remember(key, bytes.length);
    await trim();
  };

  const load = async (key: string, make: () => Promise<Buffer>): Promise<CacheHit> => {
    scanned ??= scan();
    await scanned;
    const kept = await readFile(fileOf(key)).catch(() => undefined);
    if (kept) {
      remember(key, kept.length);
      return { bytes: kept, from: 'disk' };
    }
    forget(key);
    const bytes = await make();
    await write(key, bytes);
    return { bytes, from: 'made' };
  };

  return {
    /** The photo named `key` (64 hex digits), read from the disk or made by `make` and kept. */
    get: (key: string, make: () => Promise<Buffer>): Promise<CacheHit> => {
      const running = pending.get(key);
      if (running) return running;
      const loading = load(key, make).finally(() => pending.delete(key));
      pending.set(key, loading);
      return loading;
    },
    /** Bytes the cache holds as far as this process knows. */
    get bytes() {
      return total;
    },
  };
};

export type PhotoCache = ReturnType<typeof createPhotoCache>;
