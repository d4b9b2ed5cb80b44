/**
 * A small IndexedDB store for work done without a connection (issue 21): a queue kept in the order
 * things were done, and keyed values (orders already loaded). Survives reloads and closed tabs.
 */
const DB_NAME = 'fsm-offline';
const QUEUE = 'queue';
const VALUES = 'values';

export interface Queued<T> {
  /** Insertion order; also the item's key. */
  seq?: number;
  createdAt: number;
  payload: T;
}

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(QUEUE, { keyPath: 'seq', autoIncrement: true });
      request.result.createObjectStore(VALUES);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

async function run<R>(store: string, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<R>): Promise<R> {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = work(tx.objectStore(store));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** Adds an item at the end of the queue; answers it with its key. */
export async function enqueue<T>(payload: T): Promise<Queued<T>> {
  const item: Queued<T> = { createdAt: Date.now(), payload };
  const seq = await run(QUEUE, 'readwrite', (s) => s.add(item));
  return { ...item, seq: seq as number };
}

/** Every queued item, oldest first. */
export const listQueued = <T>() => run(QUEUE, 'readonly', (s) => s.getAll()) as Promise<Queued<T>[]>;

/** Stores an item's progress (e.g. which of its photos are uploaded already). */
export const saveQueued = <T>(item: Queued<T>) => run(QUEUE, 'readwrite', (s) => s.put(item)).then(() => undefined);

export const removeQueued = (seq: number) => run(QUEUE, 'readwrite', (s) => s.delete(seq)).then(() => undefined);

export const putValue = (key: string, value: unknown) => run(VALUES, 'readwrite', (s) => s.put(value, key)).then(() => undefined);

export const getValue = <T>(key: string) => run(VALUES, 'readonly', (s) => s.get(key)) as Promise<T | undefined>;
