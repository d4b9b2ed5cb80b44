import type { ChatSocketMessage } from '@domain/chat/chat-socket';

/**
 * What the shell's chat socket hears, for screens that follow it (the reception desk): pushes, and
 * each (re)open of the socket, after which a screen syncs what it may have missed.
 */
const pushListeners = new Set<(message: ChatSocketMessage) => void>();
const openListeners = new Set<() => void>();
const stateListeners = new Set<(open: boolean) => void>();
let isOpen = false;

/** Whether the shell's chat socket is open now. */
export const chatSocketIsOpen = () => isOpen;

/** Hears each open and close of the socket (the desk shows whether it is connected). */
export function onChatSocketState(listener: (open: boolean) => void): () => void {
  stateListeners.add(listener);
  return () => void stateListeners.delete(listener);
}

export function emitChatSocketState(open: boolean) {
  if (open === isOpen) return;
  isOpen = open;
  for (const listener of stateListeners) listener(open);
  if (open) for (const listener of openListeners) listener();
}

export function onChatPush(listener: (message: ChatSocketMessage) => void): () => void {
  pushListeners.add(listener);
  return () => void pushListeners.delete(listener);
}

export function onChatSocketOpen(listener: () => void): () => void {
  openListeners.add(listener);
  return () => void openListeners.delete(listener);
}

export function emitChatPush(message: ChatSocketMessage) {
  for (const listener of pushListeners) listener(message);
}
