import type { ChatSocketMessage } from '@domain/chat/chat-socket';

/**
 * What the shell's chat socket hears, for screens that follow it (the reception desk): pushes, and
 * each (re)open of the socket, after which a screen syncs what it may have missed.
 */
const pushListeners = new Set<(message: ChatSocketMessage) => void>();
const openListeners = new Set<() => void>();

export function onChatPush(listener: (message: ChatSocketMessage) => void): () => void {
  pushListeners.add(listener);
  return () => pushListeners.delete(listener);
}

export function onChatSocketOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

export function emitChatPush(message: ChatSocketMessage) {
  for (const listener of pushListeners) listener(message);
}

export function emitChatSocketOpen() {
  for (const listener of openListeners) listener();
}
