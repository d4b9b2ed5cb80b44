import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createFileStore } from '@server/lib/storage/create-file-store';

const S3_ENV = {
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_BUCKET: 'fsm-files',
  S3_ACCESS_KEY_ID: 'fsm',
  S3_SECRET_ACCESS_KEY: 'secret-key',
  S3_FORCE_PATH_STYLE: '1',
};

describe('file storage configuration', () => {
  it('keeps files under DATA_DIR when no S3 variable is set', async () => {
    const config = loadConfig({ DATA_DIR: '/srv/fsm' });
    expect(config.s3).toBeUndefined();
    expect((await createFileStore(config)).kind).toBe('local');
  });

  it('uses the bucket when S3_BUCKET is set, with us-east-1 as the default region', async () => {
    const config = loadConfig(S3_ENV);
    expect(config.s3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'fsm-files',
      region: 'us-east-1',
      accessKeyId: 'fsm',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
    const store = await createFileStore(config);
    expect(store.kind).toBe('s3');
    await store.close();
    expect(loadConfig({ S3_BUCKET: 'fsm-files', S3_REGION: 'cn-north-1' }).s3).toMatchObject({ region: 'cn-north-1', forcePathStyle: false, endpoint: undefined });
  });

  it('refuses a partial or malformed S3 setting with a message naming the variable', () => {
    const refused = (env: Record<string, string>) => () => loadConfig(env);
    expect(refused({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow('环境变量 S3_BUCKET 无效: 使用 S3 存储时必须设置存储桶（其他 S3_* 变量已设置）');
    expect(refused({ ...S3_ENV, S3_SECRET_ACCESS_KEY: undefined } as never)).toThrow('环境变量 S3_SECRET_ACCESS_KEY 无效: 设置了 S3_ACCESS_KEY_ID 时必须一起设置');
    expect(refused({ ...S3_ENV, S3_ACCESS_KEY_ID: undefined } as never)).toThrow('环境变量 S3_ACCESS_KEY_ID 无效: 设置了 S3_SECRET_ACCESS_KEY 时必须一起设置');
    expect(refused({ ...S3_ENV, S3_BUCKET: 'FSM_Files' })).toThrow('环境变量 S3_BUCKET 无效: 必须是 3–63 个小写字母、数字、点或连字符');
    expect(refused({ ...S3_ENV, S3_ENDPOINT: 'minio.internal:9000' })).toThrow('环境变量 S3_ENDPOINT 无效: 必须是 http:// 或 https:// 地址');
    expect(refused({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('环境变量 S3_FORCE_PATH_STYLE 无效: 必须是 0 或 1');
  });
});
