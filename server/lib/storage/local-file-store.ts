import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedKey, type FileStore, type StoredBody } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder (DATA_DIR): the default for one node, or several that mount the same folder. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  async put(key: string, body: StoredBody): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside the target and renamed over it: a reader sees the old file or the whole new one.
    const part = `${file}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(part, body, { flag: 'wx' });
      await rename(part, file);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const handle = await open(this.file(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  remove(key: string): Promise<void> {
    return rm(this.file(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK).catch(() => {
      throw new Error(`DATA_DIR ${this.root} 不可写`);
    });
  }

  async close(): Promise<void> {}

  private file(key: string) {
    return path.join(this.root, checkedKey(key));
  }
}
