import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  assertStorageKey,
  assertStoragePrefix,
  type FileStorage,
  type StoredFile,
} from './file-storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, s3rver); unset for AWS itself. */
  endpoint?: string;
  /** Credentials; unset, the SDK's default chain (environment, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name; the default with a custom endpoint. */
  forcePathStyle?: boolean;
  /** Folders in front of every key, e.g. `rela/`; empty by default. */
  prefix?: string;
};

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

export const s3Client = (options: S3StorageOptions) =>
  new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 demands them: many S3-compatible services reject the newer
    // streaming-trailer uploads the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** Files in an S3 bucket, with the same keys and answers as the local directory. */
export const s3FileStorage = (
  options: S3StorageOptions,
  client = s3Client(options),
): FileStorage => {
  const { bucket } = options;
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  /**
   * ListObjects (version 1) with `Marker`, the last key seen: every S3-compatible service pages it
   * alike, whereas some cannot decode their own V2 continuation tokens (s3rver on OpenSSL 3).
   */
  const list = async (wanted: string) => {
    assertStoragePrefix(wanted);
    const keys: string[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(
        new ListObjectsCommand({ Bucket: bucket, Prefix: `${prefix}${wanted}`, Marker: marker }),
      );
      const found = (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
      keys.push(...found.map((key) => key.slice(prefix.length)));
      marker = page.NextMarker ?? found.at(-1);
      if (!page.IsTruncated || !marker) break;
    }
    return keys.sort();
  };

  return {
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    get: async (key): Promise<StoredFile | null> => {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return null;
        const body = Buffer.from(await answer.Body.transformToByteArray());
        return { body, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    exists: async (key) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    list,
  };
};
