import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStorageKey, StorageKeyError } from './file-storage';
import { localFileStorage } from './local-file-storage';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'rela-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('localFileStorage', () => {
  it('stores, reads, lists and removes files with their content type', async () => {
    const storage = localFileStorage(root);
    await storage.put('RELA00000001/MlsReport.json', Buffer.from('{"a":1}'), 'application/json');
    await storage.put('RELA00000001/images/exterior.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    await storage.put('profile-images/u1.jpg', Buffer.from([0xff, 0xd8]), 'image/jpeg');

    expect(await storage.get('RELA00000001/MlsReport.json')).toEqual({
      body: Buffer.from('{"a":1}'),
      contentType: 'application/json',
    });
    expect(await storage.exists('profile-images/u1.jpg')).toBe(true);
    expect(await storage.list('RELA00000001/')).toEqual([
      'RELA00000001/MlsReport.json',
      'RELA00000001/images/exterior.svg',
    ]);
    await storage.remove('profile-images/u1.jpg');
    await storage.remove('profile-images/u1.jpg');
    expect(await storage.exists('profile-images/u1.jpg')).toBe(false);
    expect(await storage.get('profile-images/u1.jpg')).toBeNull();
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    const storage = localFileStorage(root);
    await storage.put('a/b.txt', Buffer.from('one'), 'text/plain');
    await storage.put('a/b.txt', Buffer.from('two'), 'text/plain');
    expect((await storage.get('a/b.txt'))?.body.toString()).toBe('two');
    expect((await readdir(path.join(root, 'a'))).sort()).toEqual(['b.txt', 'b.txt.content-type']);
  });

  it.each([
    '',
    '../etc/passwd',
    'a/../../b',
    '/absolute',
    'a//b',
    'a\\b',
    '.hidden',
    'a/..',
    'a/./b',
    'x'.repeat(600),
    'a/b%2F..',
    'ünïcode',
  ])('refuses the key %j before touching the disk', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    const storage = localFileStorage(root);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    expect(await readdir(root)).toEqual([]);
  });
});
