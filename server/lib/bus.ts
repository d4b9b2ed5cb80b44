import { EventEmitter } from 'node:events';

/**
 * Change notices that caches listen to. In one process this is an EventEmitter; several API nodes
 * would relay the same events through Redis pub/sub so every node's caches drop stale entries.
 */
export interface BusEvents {
  'session-ended': { tokenHash: string };
  'user-changed': { enterpriseId: number; userId: number };
  'enterprise-changed': { enterpriseId: number };
  'grants-changed': { enterpriseId: number };
}

export class Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(100);

  publish<K extends keyof BusEvents>(kind: K, event: BusEvents[K]): void {
    this.emitter.emit(kind, event);
  }

  subscribe<K extends keyof BusEvents>(kind: K, listener: (event: BusEvents[K]) => void): () => void {
    this.emitter.on(kind, listener);
    return () => this.emitter.off(kind, listener);
  }
}
