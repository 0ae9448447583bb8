import path from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';

/** The storage the config names: a directory under DATA_DIR (`files/`) by default. */
export const createFileStorage = (config: Pick<Config, 'dataDir'>): FileStorage =>
  localFileStorage(path.join(config.dataDir, 'files'));
