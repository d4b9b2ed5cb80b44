import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkedKey, type FileStore, StorageUnavailable, type StoredBody } from './file-store';

export interface S3StoreConfig {
  /** An S3-compatible server (MinIO, Ceph, a cloud's object storage); unset: AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; neither: the SDK's own chain (AWS_* variables, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addresses, as most self-hosted servers want, instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** Files as objects in one bucket, under the same keys as in the data folder; shared by every node. */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3StoreConfig) {
    const { endpoint, region, forcePathStyle, accessKeyId, secretAccessKey } = config;
    this.client = new S3Client({
      endpoint,
      region,
      forcePathStyle,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: several S3-compatible servers reject the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request rather than holding it.
      requestHandler: { connectionTimeout: 5_000 },
    });
  }

  async put(key: string, body: StoredBody): Promise<void> {
    // One PUT for a small body, a multipart upload for a long stream (its length is not known ahead).
    const upload = new Upload({ client: this.client, params: { Bucket: this.config.bucket, Key: checkedKey(key), Body: body } });
    await upload.done().catch((error: unknown) => {
      throw new StorageUnavailable(error);
    });
  }

  async get(key: string): Promise<Readable | null> {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: checkedKey(key) });
    try {
      const { Body } = await this.client.send(command);
      return Body as Readable;
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
      throw new StorageUnavailable(error);
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: checkedKey(key) })).catch((error: unknown) => {
      throw new StorageUnavailable(error);
    });
  }

  async check(): Promise<void> {
    const { bucket, endpoint = 'AWS' } = this.config;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const code = status(error);
      const reason =
        code === 404
          ? '存储桶不存在'
          : code === 403 || code === 401
            ? '无权访问，请检查 S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY'
            : `${(error as Error).name}: ${(error as Error).message}`;
      throw new Error(`S3 存储桶 ${bucket}（${endpoint}）不可用: ${reason}`);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
