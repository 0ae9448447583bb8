import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createFileStorage } from './create-file-storage';
import { StorageKeyError, type FileStorage } from './file-storage';
import { s3FileStorage } from './s3-file-storage';
import { s3rverCredentials, startS3rver } from './s3rver.test-support';

const bucket = 'rela-test-files';

describe('s3FileStorage against s3rver on loopback', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let storage: FileStorage;
  beforeAll(async () => {
    s3 = await startS3rver(bucket);
    storage = s3FileStorage({
      bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      ...s3rverCredentials,
      prefix: 'rela/',
    });
  });
  afterAll(() => s3.close());

  it('stores, reads, lists and removes files with their content type', async () => {
    await storage.put('RELA00000001/MlsReport.json', Buffer.from('{"a":1}'), 'application/json');
    await storage.put('RELA00000001/images/exterior.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]);
    await storage.put('profile-images/u1.jpg', jpeg, 'image/jpeg');

    expect(await storage.get('RELA00000001/MlsReport.json')).toEqual({
      body: Buffer.from('{"a":1}'),
      contentType: 'application/json',
    });
    expect(await storage.get('profile-images/u1.jpg')).toEqual({
      body: jpeg,
      contentType: 'image/jpeg',
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

  it('replaces a file whole', async () => {
    await storage.put('a/b.txt', Buffer.from('one'), 'text/plain');
    await storage.put('a/b.txt', Buffer.from('two'), 'text/plain');
    expect((await storage.get('a/b.txt'))?.body.toString()).toBe('two');
  });

  it('lists every key beyond one page of the bucket listing', async () => {
    const keys = Array.from(
      { length: 1005 },
      (_, index) => `many/${String(index).padStart(4, '0')}.txt`,
    );
    for (const key of keys) await storage.put(key, Buffer.from(key), 'text/plain');
    expect(await storage.list('many/')).toEqual(keys);
  }, 60_000);

  it.each(['../etc/passwd', 'a//b', '.hidden', 'a\\b'])(
    'refuses the key %j before any request',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(
        StorageKeyError,
      );
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    },
  );

  it('is what createFileStorage picks when S3_BUCKET is set', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
      S3_PREFIX: 'picked/',
    });
    const picked = createFileStorage(config);
    await picked.put('x/y.txt', Buffer.from('through the config'), 'text/plain');
    expect(await storage.get('x/y.txt')).toBeNull();
    const direct = s3FileStorage({
      bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      ...s3rverCredentials,
    });
    expect(await direct.list('picked/')).toEqual(['picked/x/y.txt']);
  });
});
