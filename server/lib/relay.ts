import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Carries a node's bus events to the other API nodes (and theirs to it). */
export interface Relay {
  send(kind: string, event: unknown): void;
  /** Hears the events other nodes sent; a node never hears its own. */
  listen(deliver: (kind: string, event: unknown) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'fsm:bus';

/**
 * The relay over Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can
 * do nothing else). Each message names the node that sent it, so a node skips its own echo: it has
 * already delivered the event in process, synchronously, before the request that caused it answered.
 */
export class RedisRelay implements Relay {
  private readonly node = randomUUID();
  private readonly subscriber: Redis;

  constructor(
    private readonly publisher: Redis,
    private readonly onError: (error: unknown) => void,
  ) {
    this.subscriber = publisher.duplicate();
  }

  /** Subscribes before the node serves requests, so no event of another node is missed. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(CHANNEL);
  }

  send(kind: string, event: unknown): void {
    this.publisher.publish(CHANNEL, JSON.stringify({ node: this.node, kind, event })).catch(this.onError);
  }

  listen(deliver: (kind: string, event: unknown) => void): void {
    this.subscriber.on('message', (_channel: string, text: string) => {
      // A listener's throw here would escape into the Redis client: a bad message is logged, not fatal.
      try {
        const { node, kind, event } = JSON.parse(text) as { node: string; kind: string; event: unknown };
        if (node !== this.node) deliver(kind, event);
      } catch (error) {
        this.onError(error);
      }
    });
  }

  async close(): Promise<void> {
    await this.subscriber.quit();
  }
}
