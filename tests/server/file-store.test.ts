import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, StorageUnavailable } from '@server/lib/storage/file-store';
import { LocalFileStore } from '@server/lib/storage/local-file-store';
import { S3FileStore } from '@server/lib/storage/s3-file-store';
import { startS3Server, type TestS3Server } from '@tests/support/s3-server';

const BUCKET = 'fsm-files';
const MB = 1024 * 1024;

interface Opened {
  store: FileStore;
  close(): Promise<void>;
}

/** The two implementations of one contract: what one does, the other must do too. */
const implementations: { name: string; open(): Promise<Opened> }[] = [
  {
    name: 'local folder',
    async open() {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'fsm-store-'));
      return { store: new LocalFileStore(folder), close: () => rm(folder, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 bucket (s3rver)',
    async open() {
      const server = await startS3Server([BUCKET]);
      const store = new S3FileStore(server.config(BUCKET));
      return {
        store,
        close: async () => {
          await store.close();
          await server.close();
        },
      };
    },
  },
];

const read = async (store: FileStore, key: string) => {
  const body = await store.get(key);
  return body && (await buffer(body));
};

/** `count` chunks of 1 MB, each of its own byte, produced one at a time. */
function* megabytes(count: number) {
  for (let i = 0; i < count; i++) yield Buffer.alloc(MB, i + 1);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(implementations)('file store: $name', ({ open }) => {
  let store: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());

  it('passes its start check', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('reads back byte for byte what it stored', async () => {
    const bytes = Buffer.from('工单导出,王管理\r\n\u0000\u00ff');
    await store.put('exports/1/7.csv', bytes);
    expect(await read(store, 'exports/1/7.csv')).toEqual(bytes);
  });

  it('stores a stream longer than one upload part and reads it back whole', async () => {
    const expected = Buffer.concat([...megabytes(7)]);
    await store.put('exports/1/large.xlsx', Readable.from(megabytes(7)));
    const back = await read(store, 'exports/1/large.xlsx');
    expect(back?.length).toBe(7 * MB);
    expect(sha256(back!)).toBe(sha256(expected));
  });

  it('answers null for a key it never stored', async () => {
    expect(await store.get('uploads/1/2026-01/never.png')).toBeNull();
  });

  it('replaces what is stored under the same key', async () => {
    await store.put('imports/1/a.xlsx', Buffer.from('first'));
    await store.put('imports/1/a.xlsx', Readable.from([Buffer.from('second')]));
    expect((await read(store, 'imports/1/a.xlsx'))?.toString()).toBe('second');
  });

  it('keeps files under different keys apart', async () => {
    await store.put('uploads/1/2026-01/x.png', Buffer.from('one'));
    await store.put('uploads/2/2026-01/x.png', Buffer.from('two'));
    expect((await read(store, 'uploads/1/2026-01/x.png'))?.toString()).toBe('one');
    expect((await read(store, 'uploads/2/2026-01/x.png'))?.toString()).toBe('two');
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await store.put('exports/1/gone.pdf', Buffer.from('%PDF-'));
    await store.remove('exports/1/gone.pdf');
    expect(await store.get('exports/1/gone.pdf')).toBeNull();
    await expect(store.remove('exports/1/gone.pdf')).resolves.toBeUndefined();
  });

  it('keeps nothing when the stream it was given fails', async () => {
    const failing = Readable.from(
      (function* () {
        yield Buffer.alloc(64 * 1024, 1);
        throw new Error('the writer broke');
      })(),
    );
    await expect(store.put('exports/1/broken.csv', failing)).rejects.toThrow();
    expect(await store.get('exports/1/broken.csv')).toBeNull();
  });

  it('refuses a key that could leave its folder', async () => {
    for (const key of ['../secret', '/etc/passwd', 'exports//1.csv', 'exports/./1.csv', 'exports\\1.csv', 'exports/1.csv/..']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
      await expect(store.get(key), key).rejects.toThrow('invalid storage key');
    }
  });
});

describe('local folder store', () => {
  it('leaves no partial file behind when a put fails', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'fsm-store-'));
    const store = new LocalFileStore(folder);
    const failing = Readable.from(
      (function* () {
        yield Buffer.from('half');
        throw new Error('the writer broke');
      })(),
    );
    await expect(store.put('exports/1/2.csv', failing)).rejects.toThrow('the writer broke');
    expect(await readdir(path.join(folder, 'exports', '1'))).toEqual([]);
    await rm(folder, { recursive: true, force: true });
  });
});

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('S3 store failures', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server([BUCKET]);
  });
  afterAll(() => server.close());

  it('names a missing bucket at the start check', async () => {
    const config = server.config('fsm-missing');
    const store = new S3FileStore(config);
    await expect(store.check()).rejects.toThrow(`S3 存储桶 fsm-missing（${config.endpoint}）不可用: 存储桶不存在`);
    await store.close();
  });

  it('points at the keys when the server does not know the access key', async () => {
    const store = new S3FileStore(server.config(BUCKET, { accessKeyId: 'NOT-A-KEY' }));
    await expect(store.check()).rejects.toThrow('无权访问，请检查 S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY');
    await store.close();
  });

  it('turns every failure of a missing bucket into "storage unavailable" (503), keeping the cause', async () => {
    const store = new S3FileStore(server.config('fsm-missing'));
    for (const attempt of [() => store.put('exports/1/1.csv', Buffer.from('x')), () => store.get('exports/1/1.csv'), () => store.remove('exports/1/1.csv')]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StorageUnavailable);
      expect(error).toMatchObject({ statusCode: 503, message: '文件存储暂不可用，请稍后再试' });
      expect((error as StorageUnavailable).cause).toMatchObject({ name: 'NoSuchBucket' });
    }
    await store.close();
  });

  it('reports a server that does not answer, at the check and on use', async () => {
    const port = await closedPort();
    const store = new S3FileStore(server.config(BUCKET, { endpoint: `http://127.0.0.1:${port}` }));
    await expect(store.check()).rejects.toThrow(/不可用: .*ECONNREFUSED/);
    await expect(store.get('exports/1/1.csv')).rejects.toBeInstanceOf(StorageUnavailable);
    await store.close();
  });
});
