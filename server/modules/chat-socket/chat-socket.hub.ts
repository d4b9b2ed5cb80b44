import type { WebSocket } from 'ws';
import { HEARTBEAT_MS, type ChatSocketMessage } from '@domain/chat/chat-socket';

export interface ChatPeer {
  socket: WebSocket;
  enterpriseId: number;
  userId: number;
  /** The session the socket was opened with: signing out closes it. */
  tokenHash: string;
  /** The client's random id of this socket (the spec's sessionid query). */
  socketId: string;
  seenAt: number;
}

/** Told of each socket as it opens, on every heartbeat round while it stays open, and as it closes (the online chat's presence). */
export interface SocketWatcher {
  opened(peer: ChatPeer): void;
  alive(peers: readonly ChatPeer[]): void;
  closed(peer: ChatPeer): void;
}

/** Close codes in the application range (4000–4999). */
export const CloseCode = { signedOut: 4401, silent: 4408 } as const;

const keyOf = (enterpriseId: number, userId: number) => `${enterpriseId}:${userId}`;

/** The open chat sockets of this process, by enterprise and user, so a push reaches only its own people. */
export class ChatSocketHub {
  private readonly byUser = new Map<string, Set<ChatPeer>>();

  add(peer: ChatPeer) {
    const key = keyOf(peer.enterpriseId, peer.userId);
    const set = this.byUser.get(key) ?? new Set<ChatPeer>();
    set.add(peer);
    this.byUser.set(key, set);
  }

  remove(peer: ChatPeer) {
    const key = keyOf(peer.enterpriseId, peer.userId);
    const set = this.byUser.get(key);
    set?.delete(peer);
    if (set?.size === 0) this.byUser.delete(key);
  }

  /** Sends to every open socket of these users of this enterprise; returns how many got it. */
  push(enterpriseId: number, userIds: readonly number[], message: ChatSocketMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const userId of new Set(userIds))
      for (const peer of this.byUser.get(keyOf(enterpriseId, userId)) ?? [])
        if (peer.socket.readyState === peer.socket.OPEN) {
          peer.socket.send(text);
          sent++;
        }
    return sent;
  }

  /** Sends to every open socket of the enterprise; returns how many got it. */
  pushEnterprise(enterpriseId: number, message: ChatSocketMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const peer of this.peers())
      if (peer.enterpriseId === enterpriseId && peer.socket.readyState === peer.socket.OPEN) {
        peer.socket.send(text);
        sent++;
      }
    return sent;
  }

  /** A signed-out session keeps no socket open. */
  closeSession(tokenHash: string) {
    for (const peer of this.peers()) if (peer.tokenHash === tokenHash) peer.socket.close(CloseCode.signedOut, 'signed out');
  }

  /** Drops sockets that missed three heartbeats (a vanished phone never sends its close). */
  sweep(now: number) {
    for (const peer of this.peers()) if (now - peer.seenAt > 3 * HEARTBEAT_MS) peer.socket.close(CloseCode.silent, 'no heartbeat');
  }

  /** Every open socket of this process. */
  list(): ChatPeer[] {
    return [...this.peers()];
  }

  private *peers() {
    for (const set of this.byUser.values()) yield* set;
  }
}
