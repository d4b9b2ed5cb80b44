import { EventEmitter } from 'node:events';
import type { ChatSocketMessage } from '@domain/chat/chat-socket';
import type { Relay } from './relay';

/**
 * Change notices that caches and sockets listen to. They are delivered in this process at once and,
 * with several API nodes (REDIS_URL), relayed to every other node through Redis pub/sub, so each
 * node's caches drop stale entries and each node's sockets hear what another node made.
 */
export interface BusEvents {
  'session-ended': { tokenHash: string };
  'user-changed': { enterpriseId: number; userId: number };
  'enterprise-changed': { enterpriseId: number };
  'grants-changed': { enterpriseId: number };
  /** In-app notices committed for these users (the chat socket pushes them). */
  'notices-created': { enterpriseId: number; userIds: number[] };
  /** A chat session or message event for these users' sockets (the node holding each socket sends it). */
  'chat-push': { enterpriseId: number; userIds: number[]; message: ChatSocketMessage };
  /** Staff wrote in a web chat (the node holding the visitor's stream nudges the page). */
  'chat-visitor': { enterpriseId: number; accountId: number; customerKey: string };
  /** Orders, calendars or leave of the enterprise changed (the chat socket tells every signed-in user's page; open dispatch boards read again). */
  'dispatch-changed': { enterpriseId: number };
  /** A DingTalk group was bound to or unbound from the enterprise's customers or teams (the group panels' refresh hook). */
  'cool-app-groups-changed': { enterpriseId: number };
  /** A call rings a seat (the chat socket pops it up on the seat's screen). */
  'call-ringing': { enterpriseId: number; userId: number; callId: string; id: number; customerId: number | null };
}

export class Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(100);

  constructor(private readonly relay?: Relay) {
    relay?.listen((kind, event) => this.emitter.emit(kind, event));
  }

  publish<K extends keyof BusEvents>(kind: K, event: BusEvents[K]): void {
    this.emitter.emit(kind, event);
    this.relay?.send(kind, event);
  }

  subscribe<K extends keyof BusEvents>(kind: K, listener: (event: BusEvents[K]) => void): () => void {
    this.emitter.on(kind, listener);
    return () => this.emitter.off(kind, listener);
  }
}
