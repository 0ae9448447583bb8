import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types; the part used here is typed below.
// @ts-expect-error -- untyped CommonJS module
import S3rver from 's3rver';

type S3rverInstance = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** The credentials s3rver checks signatures with. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server on loopback with one empty bucket, in a temporary directory. */
export const startS3rver = async (bucket: string) => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'rela-s3rver-'));
  const server = new (S3rver as S3rverClass)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};
