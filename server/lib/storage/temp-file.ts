import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';

/** A fresh file path in a folder of its own that is removed, whatever happens, once `use` is done. */
async function withTempFile<T>(name: string, use: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fsm-file-'));
  try {
    return await use(path.join(folder, name));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** For writers that want a file path (exceljs): `write` fills a temporary file, which is then stored under `key`. */
export function putFromTempFile(store: FileStore, key: string, write: (file: string) => Promise<void>): Promise<void> {
  return withTempFile(path.posix.basename(key), async (file) => {
    await write(file);
    await store.put(key, createReadStream(file));
  });
}

/** For readers that want a file path: the stored file copied to a temporary one for `read`; null when there is none. */
export function readViaTempFile<T>(store: FileStore, key: string, read: (file: string) => Promise<T>): Promise<T | null> {
  return withTempFile(path.posix.basename(key), async (file) => {
    const body = await store.get(key);
    if (!body) return null;
    await pipeline(body, createWriteStream(file));
    return read(file);
  });
}
