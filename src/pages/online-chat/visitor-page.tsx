import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { ApiEnvelope } from '@domain/common/envelope';
import { MessageFrom, MessageType } from '@domain/online-chat/online-chat.constants';
import { UPLOAD_ACCEPT, UploadKind, type UploadKindValue } from '@domain/uploads/uploads.constants';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatMessageRow, VisitorConversation } from '@domain/online-chat/online-chat.schemas';
import { mergeMessages } from '@/features/online-chat/use-conversation';

/** A message's body: text, or an image or file staff sent (its address is the visitor's own read path, given by the server). */
function VisitorBody({ m }: { m: ChatMessageRow }) {
  const url = typeof m.content.url === 'string' ? m.content.url : '';
  if (m.type === MessageType.image && url) return <img src={url} alt="图片消息" style={{ display: 'block', maxWidth: '100%', maxHeight: 240 }} />;
  if (m.type === MessageType.file && url) return <a href={url}>[文件] {typeof m.content.name === 'string' ? m.content.name : '下载'}</a>;
  return <>{typeof m.content.text === 'string' ? m.content.text : `[${m.type}]`}</>;
}

/**
 * The web chat's customer side (/kefu/chat?token=…): a self-contained page for a signed link, with
 * no sign-in and none of the shell; the customer portal takes it over later. It reads new messages
 * by seq when its event stream says staff wrote, and on each (re)open of the stream (what came while
 * it was down), and sends each message once (a client id, resent after a failure).
 */
export default function VisitorChatPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [messages, setMessages] = useState<ChatMessageRow[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [productName, setProductName] = useState('');
  const last = useRef(0);

  useEffect(() => {
    let stopped = false;
    const read = async () => {
      try {
        const res = await fetch(`/api${P.visitorMessages}?token=${encodeURIComponent(token)}&afterSeq=${last.current}`);
        const body = (await res.json()) as ApiEnvelope<VisitorConversation>;
        if (!res.ok) return setError(body.message ?? '链接无效或已过期');
        setProductName(body.data?.productName ?? '');
        const rows = body.data?.messages ?? [];
        if (rows.length > 0) last.current = rows[rows.length - 1].seq;
        setMessages((current) => mergeMessages(current, rows));
      } catch {
        // offline for a moment: the next read catches up from the same seq
      }
    };
    // EventSource reconnects by itself; each open (the first included) reads what was missed.
    const stream = new EventSource(`/api${P.visitorEvents}?token=${encodeURIComponent(token)}`);
    stream.onopen = () => !stopped && void read();
    stream.onmessage = () => !stopped && void read();
    // A refused token never opens: the read says why.
    stream.onerror = () => stream.readyState === EventSource.CLOSED && void read();
    return () => {
      stopped = true;
      stream.close();
    };
  }, [token]);

  const send = async () => {
    const text = draft.trim();
    if (!text) return;
    const clientMsgId = `v-${crypto.randomUUID()}`;
    const res = await fetch(`/api${P.visitorSend}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, clientMsgId, text }) });
    const body = (await res.json()) as ApiEnvelope<ChatMessageRow | null>;
    if (!res.ok) return setError(body.message ?? '发送失败');
    setDraft('');
    if (body.data) setMessages((current) => mergeMessages(current, [body.data!]));
  };

  /** An image or a file, as multipart; the server's uploads check its size and type and say what they refuse. */
  const sendFile = async (kind: UploadKindValue, file: File) => {
    setError('');
    const form = new FormData();
    form.append('file', file);
    const query = new URLSearchParams({ token, clientMsgId: `v-${crypto.randomUUID()}`, kind });
    const res = await fetch(`/api${P.visitorUpload}?${query}`, { method: 'POST', body: form });
    const body = (await res.json()) as ApiEnvelope<ChatMessageRow | null>;
    if (!res.ok) return setError(body.message ?? '发送失败');
    if (body.data) setMessages((current) => mergeMessages(current, [body.data!]));
  };

  return (
    <main style={{ maxWidth: 560, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif', display: 'flex', flexDirection: 'column', height: '100vh', boxSizing: 'border-box' }}>
      <h1 style={{ fontSize: 18 }}>在线客服</h1>
      {productName && <p style={{ margin: '0 0 8px', color: '#4e5969' }}>咨询产品：{productName}</p>}
      {error && <p role="alert" style={{ color: '#c00' }}>{error}</p>}
      <div role="log" aria-label="聊天记录" style={{ flex: 1, overflow: 'auto', border: '1px solid #ddd', borderRadius: 6, padding: 8 }}>
        {messages.map((m) => (
          <p key={m.seq} style={{ textAlign: m.from === MessageFrom.customer ? 'right' : 'left', margin: '6px 0' }}>
            <span style={{ display: 'inline-block', background: m.from === MessageFrom.customer ? '#e8f3ff' : '#f2f3f5', borderRadius: 6, padding: '6px 10px' }}>
              <VisitorBody m={m} />
            </span>
          </p>
        ))}
      </div>
      <form
        style={{ display: 'flex', gap: 8, marginTop: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <input aria-label="消息内容" value={draft} maxLength={2000} onChange={(e) => setDraft(e.target.value)} style={{ flex: 1, padding: 8 }} />
        <button type="submit" disabled={!draft.trim()}>
          发送
        </button>
      </form>
      <div style={{ display: 'flex', gap: 16, marginTop: 8 }}>
        {[
          { kind: UploadKind.image, label: '发送图片' },
          { kind: UploadKind.file, label: '发送文件' },
        ].map(({ kind, label }) => (
          <label key={kind} style={{ cursor: 'pointer', color: '#165dff' }}>
            {label}
            <input
              type="file"
              hidden
              accept={UPLOAD_ACCEPT[kind]}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void sendFile(kind, file);
              }}
            />
          </label>
        ))}
      </div>
    </main>
  );
}
