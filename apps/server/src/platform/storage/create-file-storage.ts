import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

type StorageConfig = Pick<
  Config,
  | 'dataDir'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The storage the config names: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
export const createFileStorage = (config: StorageConfig): FileStorage =>
  config.S3_BUCKET
    ? s3FileStorage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        prefix: config.S3_PREFIX,
      })
    : localFileStorage(path.join(config.dataDir, 'files'));
