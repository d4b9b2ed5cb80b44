import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreConfig } from '@server/lib/storage/s3-file-store';

export interface TestS3Server {
  /** A store config for one of the server's buckets (or any other name, to try a missing one). */
  config(bucket: string, overrides?: Partial<S3StoreConfig>): S3StoreConfig;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in this process, objects in a temporary folder) on a free
 * loopback port, with the given buckets. It checks access key ids but not V4 signatures.
 */
export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fsm-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  return {
    config: (bucket, overrides) => ({
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      ...overrides,
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
