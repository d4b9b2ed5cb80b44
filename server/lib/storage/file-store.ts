import type { Readable } from 'node:stream';
import { AppError } from '../app-error';

/** What is stored: bytes already in memory, or a stream read to its end. */
export type StoredBody = Buffer | Readable;

/**
 * Where user files live (uploads, exports, import files and reports, order PDFs): one node's data
 * folder, or an S3-compatible store that several API nodes share. A key is a relative path such as
 * `exports/3/17.csv`; the database keeps it, so the same key finds the file from any node.
 */
export interface FileStore {
  /** `local` or `s3`, for the start log. */
  readonly kind: string;
  /** Stores the body under the key, replacing what was there; a reader never sees half a file. */
  put(key: string, body: StoredBody): Promise<void>;
  /** The file as a stream, or null when there is none under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Throws a message naming what to fix when the store cannot be used (checked at start). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The store failed (down, refused, misconfigured): a request answers 503 with this text, the log keeps the cause. */
export class StorageUnavailable extends AppError {
  constructor(readonly cause: unknown) {
    super(503, '文件存储暂不可用，请稍后再试');
  }
}

/** Keys are made by the server; one that could leave its folder is a programming error. */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  const bad = key.includes('\\') || key.includes('\0') || segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
