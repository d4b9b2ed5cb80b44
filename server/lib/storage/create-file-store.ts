import type { AppConfig } from '../../config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/** S3 when S3_BUCKET is set (several nodes), else the data folder. */
export function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.dataDir);
}
