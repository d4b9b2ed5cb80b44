import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CHAT_CHANNEL_NAMES, CHAT_LIMITS, MessageType, SESSION_STATE_NAMES } from '@domain/online-chat/online-chat.constants';
import { SessionOp } from '@domain/online-chat/session.machine';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { MessageBubble } from './message-bubble';
import { MobileSessionActions } from './mobile-session-actions';
import {
  newClientMsgId,
  useCloseChatMutation,
  useGetChatSessionQuery,
  useListChatQueueQuery,
  useListMyChatsQuery,
  useSendChatMessageMutation,
  useTakeChatMutation,
} from '../online-chat.api';
import { useConversation } from '../use-conversation';
import { useDeskSocket } from '../use-desk-socket';
import { useSendAttachment } from '../use-send-attachment';
import { UPLOAD_ACCEPT } from '@domain/uploads/uploads.constants';
import { errorMessage } from '@/lib/errors';

/** Runs a call and keeps its error for the screen's banner. */
function useAttempt() {
  const [error, setError] = useState('');
  const attempt = async (call: () => Promise<unknown>) => {
    setError('');
    try {
      await call();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return { error, attempt };
}

const Banner = ({ error }: { error: string }) =>
  error ? (
    <p className="m-banner m-banner-error" role="alert">
      {error}
    </p>
  ) : null;

/** My sessions and the queue; a queued chat is taken with 接待 and opens at once. */
function SessionLists() {
  const [, navigate] = useLocation();
  const [show, setShow] = useState<'mine' | 'queue'>('mine');
  const { data: mine = [] } = useListMyChatsQuery();
  const { data: queue = [] } = useListChatQueueQuery();
  const [take, { isLoading: taking }] = useTakeChatMutation();
  const { error, attempt } = useAttempt();
  const rows = show === 'mine' ? mine : queue;
  const label = show === 'mine' ? '我的会话' : '排队中';
  return (
    <MobileScreen title="在线客服">
      <Banner error={error} />
      <div className="m-chips" role="group" aria-label="会话列表">
        <button type="button" className="m-chip" aria-pressed={show === 'mine'} onClick={() => setShow('mine')}>
          我的会话 {mine.length}
        </button>
        <button type="button" className="m-chip" aria-pressed={show === 'queue'} onClick={() => setShow('queue')}>
          排队中 {queue.length}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="m-empty">暂无会话</p>
      ) : (
        <ul className="m-list m-card" aria-label={label}>
          {rows.map((s) => (
            <li key={s.id} className="m-row">
              <button type="button" className="m-link" aria-label={`会话 ${s.customerName}`} onClick={() => navigate(paths.onlineChat.phoneSession(s.id))}>
                <span>
                  {s.customerName} <span className="m-muted">{CHAT_CHANNEL_NAMES[s.channel]}</span>
                  <br />
                  <span className="m-muted">{s.lastPreview}</span>
                </span>
              </button>
              {show === 'queue' && (
                <button
                  type="button"
                  className="m-btn m-btn-primary"
                  disabled={taking}
                  onClick={() =>
                    void attempt(async () => {
                      await take(s.id).unwrap();
                      navigate(paths.onlineChat.phoneSession(s.id));
                    })
                  }
                >
                  接待
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </MobileScreen>
  );
}

/** One session: its messages (synced by seq, as on the desk), a text, image or file reply, take, close and transfer where the session allows, 转事件 and 新建工单. */
function Conversation({ sessionId }: { sessionId: number }) {
  const { data: session, isError } = useGetChatSessionQuery(sessionId);
  const { messages, sync } = useConversation(sessionId);
  const [send, { isLoading: sending }] = useSendChatMessageMutation();
  const [take, { isLoading: taking }] = useTakeChatMutation();
  const [close, { isLoading: closing }] = useCloseChatMutation();
  const [draft, setDraft] = useState('');
  const { error, attempt } = useAttempt();
  const { attach, busy: attaching } = useSendAttachment();
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  const can = new Set(session?.allowedOperations ?? []);

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    void attempt(async () => {
      await send({ sessionId, clientMsgId: newClientMsgId(), type: MessageType.text, text }).unwrap();
      setDraft('');
      await sync();
    });
  };

  return (
    <MobileScreen title={session?.customerName ?? '会话'} back>
      <Banner error={isError ? '会话不存在或无权查看' : error} />
      {session && (
        <p className="m-muted">
          {CHAT_CHANNEL_NAMES[session.channel]} · {SESSION_STATE_NAMES[session.state]}
          {session.productName && ` · 咨询产品：${session.productName}`}
        </p>
      )}
      <section className="m-card" aria-label="对话">
        {messages.length === 0 && <p className="m-empty">暂无消息</p>}
        {messages.map((m) => (
          <MessageBubble key={m.seq} m={m} />
        ))}
        <div ref={bottom} />
      </section>
      {can.has(SessionOp.take) && (
        <div className="m-actions">
          <button type="button" className="m-btn m-btn-primary" disabled={taking} onClick={() => void attempt(() => take(sessionId).unwrap())}>
            接待
          </button>
        </div>
      )}
      {can.has(SessionOp.send) && (
        <form onSubmit={onSend} aria-label="回复">
          <label className="m-field">
            <span>回复</span>
            <textarea className="m-input" value={draft} maxLength={CHAT_LIMITS.text} onChange={(e) => setDraft(e.target.value)} />
          </label>
          <div className="m-actions">
            <button type="submit" className="m-btn m-btn-primary" disabled={sending || !draft.trim()}>
              发送
            </button>
            {/* A photo (the phone's camera or album) or a file, uploaded and sent as on the desk. */}
            {(['image', 'file'] as const).map((kind) => (
              <label key={kind} className="m-btn" aria-disabled={attaching}>
                {kind === 'image' ? '图片' : '文件'}
                <input
                  type="file"
                  hidden
                  aria-label={kind === 'image' ? '发送图片' : '发送文件'}
                  accept={UPLOAD_ACCEPT[kind]}
                  disabled={attaching}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file)
                      void attempt(async () => {
                        await attach(kind, sessionId, file);
                        await sync();
                      });
                  }}
                />
              </label>
            ))}
            {can.has(SessionOp.close) && (
              <button type="button" className="m-btn m-btn-danger" disabled={closing} onClick={() => void attempt(() => close(sessionId).unwrap())}>
                结束会话
              </button>
            )}
          </div>
        </form>
      )}
      {session && <MobileSessionActions session={session} messages={messages} onAttempt={attempt} />}
    </MobileScreen>
  );
}

/**
 * The desk on the phone: a receptionist's queue and sessions, and one session's conversation
 * (?session=id) with a text, image or file reply, transfer, 转事件 and 新建工单. It keeps its own chat socket open, so the receptionist is online
 * (given chats by the share rules) while it is open, and hears new messages.
 */
export function MobileDesk() {
  useDeskSocket();
  const sessionId = Number(new URLSearchParams(useSearch()).get('session'));
  return Number.isInteger(sessionId) && sessionId > 0 ? <Conversation sessionId={sessionId} /> : <SessionLists />;
}
