import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatEventKind } from '@domain/chat/chat-socket';
import { ChatPushEvent } from '@domain/online-chat/online-chat.constants';
import type { ChatMessageRow } from '@domain/online-chat/online-chat.schemas';
import { onChatPush, onChatSocketOpen } from '@/lib/chat-events';
import { fetchMessagesAfter } from './online-chat.api';

/** Keeps messages by seq: a message heard twice (a push and a sync) is one entry; order is the seq's. */
export function mergeMessages(current: ChatMessageRow[], incoming: ChatMessageRow[]): ChatMessageRow[] {
  if (incoming.length === 0) return current;
  const bySeq = new Map(current.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * One session's conversation: loaded once, then synced from the last seq it holds whenever the
 * socket says a message came for this session, and after every reconnect (what was missed while
 * the socket was down arrives then); nothing is lost or shown twice.
 */
export function useConversation(sessionId: number | undefined) {
  const [messages, setMessages] = useState<ChatMessageRow[]>([]);
  const last = useRef(0);
  const syncing = useRef<Promise<void> | null>(null);

  const sync = useCallback(async () => {
    if (!sessionId) return;
    // One sync at a time: a burst of pushes becomes a few reads, each after the previous one's seq.
    while (syncing.current) await syncing.current;
    const run = (async () => {
      const rows = await fetchMessagesAfter(sessionId, last.current);
      if (rows.length > 0) last.current = rows[rows.length - 1].seq;
      setMessages((current) => mergeMessages(current, rows));
    })();
    syncing.current = run;
    await run.finally(() => (syncing.current = null));
  }, [sessionId]);

  useEffect(() => {
    last.current = 0;
    setMessages([]);
    void sync();
    const stopPush = onChatPush((m) => {
      if (m.type === ChatEventKind.sendMessage && m.event === ChatPushEvent.message && (m.data as ChatMessageRow).sessionId === sessionId) void sync();
    });
    const stopOpen = onChatSocketOpen(() => void sync());
    return () => {
      stopPush();
      stopOpen();
    };
  }, [sessionId, sync]);

  return { messages, sync };
}
