import type { AppConfig } from '../../config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';

/** S3 when S3_BUCKET is set (several nodes), else the data folder; the S3 client is loaded only when used. */
export async function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): Promise<FileStore> {
  if (!config.s3) return new LocalFileStore(config.dataDir);
  const { S3FileStore } = await import('./s3-file-store');
  return new S3FileStore(config.s3);
}
