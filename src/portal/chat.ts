import { MessageFrom, RATING_NAMES, SessionState, type SessionStateValue } from '@domain/online-chat/visitor.constants';
import { OnlineChatPaths as C } from '@domain/online-chat/online-chat.paths';
import type { ChatMessageRow, VisitorConversation } from '@domain/online-chat/online-chat.schemas';
// Types only: the uploads' constants would pull the staff entry's chunk into the portal page.
import type { UploadKindValue } from '@domain/uploads/uploads.constants';
import { h, toast } from './dom';
import { portalApi } from './portal-api';

const STATUS_TEXT: Record<SessionStateValue, string> = {
  [SessionState.waiting]: '正在为您接入客服，请稍候…',
  [SessionState.serving]: '客服已接入，正在为您服务',
  [SessionState.closed]: '本次会话已结束，发送消息即可再次咨询',
};

const text = (m: ChatMessageRow) => (typeof m.content.text === 'string' ? m.content.text : m.type === 'image' ? '[图片]' : `[${m.type}]`);
/** An image or file staff sent: its address is the visitor's own read path (the server gives it). */
const body = (m: ChatMessageRow): Node | string => {
  const url = typeof m.content.url === 'string' ? m.content.url : '';
  if (m.type === 'image' && url) return h('img', { src: url, alt: '图片消息', style: 'display:block;max-width:100%;max-height:240px' });
  if (m.type === 'file' && url) return h('a', { href: url }, `[文件] ${typeof m.content.name === 'string' ? m.content.name : '下载'}`);
  return text(m);
};

/** An image or a file the customer picked, as multipart: the server's uploads check its size and type and say what they refuse. */
async function sendFile(token: string, kind: UploadKindValue, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  const query = new URLSearchParams({ token, clientMsgId: `p-${crypto.randomUUID()}`, kind });
  const res = await fetch(`/api${C.visitorUpload}?${query}`, { method: 'POST', body: form, credentials: 'same-origin' });
  const json = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(json.message ?? '发送失败');
}

/**
 * 在线客服 in the portal (#/chat): the signed-in customer's web chat. It reads the conversation by seq
 * when its event stream says staff wrote (and on every (re)open of the stream), sends each message
 * once (a client id), and once the chat has ended asks for a rating. Leaving the screen closes the stream.
 */
export async function chatScreen(main: HTMLElement, fail: (error: unknown) => void) {
  const { token } = await portalApi.chatLink();
  const log = h('div', { class: 'chat-log', role: 'log', 'aria-label': '聊天记录' });
  const input = h('input', { id: 'chat-text', maxlength: '2000', placeholder: '请输入消息', autocomplete: 'off' });
  const form = h('form', { class: 'chat-send', 'aria-label': '发送消息' }, h('label', { for: 'chat-text', class: 'sr-only' }, '消息内容'), input, h('button', { type: 'submit', class: 'primary' }, '发送'));
  // Where the chat stands, so a customer who wrote knows someone will answer.
  const status = h('p', { class: 'chat-status', role: 'status' });
  const rating = h('section', { class: 'card', 'aria-label': '评价本次服务' });
  rating.hidden = true;
  const attach = (kind: UploadKindValue, label: string) => {
    // The server's uploads check the type and size and say what they refuse.
    const input = h('input', { type: 'file', hidden: true, accept: kind === 'image' ? 'image/*' : undefined });
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.value = '';
      if (file) void sendFile(token, kind, file).then(read, fail);
    });
    return h('label', { class: 'chip' }, label, input);
  };
  const attachments = h('div', { class: 'chips', 'aria-label': '发送图片或文件' }, attach('image', '发送图片'), attach('file', '发送文件'));
  main.replaceChildren(status, log, rating, form, attachments);

  const shown = new Map<number, ChatMessageRow>();
  let sessionId: number | null = null;
  let last = 0;
  const render = () =>
    log.replaceChildren(
      ...[...shown.values()].sort((a, b) => a.seq - b.seq).map((m) => h('p', { class: `bubble ${m.from === MessageFrom.customer ? 'me' : 'them'}` }, h('span', {}, body(m)))),
    );
  const ask = (c: VisitorConversation) => {
    rating.hidden = c.state !== SessionState.closed || c.rating !== null;
    if (rating.hidden) return;
    const comment = h('input', { id: 'chat-comment', maxlength: '200', placeholder: '说说您的感受（选填）' });
    const choices = [5, 4, 3, 2, 1].map((n) => {
      const b = h('button', { type: 'button', class: 'chip' }, RATING_NAMES[n]);
      b.addEventListener('click', () =>
        portalApi.chatRate(token, c.sessionId!, n, comment.value.trim()).then(() => {
          rating.hidden = true;
          toast('感谢您的评价');
        }, fail),
      );
      return b;
    });
    rating.replaceChildren(h('h2', {}, '本次会话已结束，请评价'), h('div', { class: 'chips wrap' }, ...choices), h('label', { for: 'chat-comment', class: 'sr-only' }, '评价内容'), comment);
  };
  const read = async () => {
    const c = await portalApi.chatMessages(token, last);
    if (c.sessionId !== sessionId) {
      // A new chat after an ended one: show it from its start.
      sessionId = c.sessionId;
      shown.clear();
      last = 0;
      if (c.messages[0]?.seq !== 1 && c.sessionId) return read();
    }
    for (const m of c.messages) shown.set(m.seq, m);
    if (c.messages.length) last = c.messages[c.messages.length - 1].seq;
    render();
    status.textContent = c.state === null ? '' : STATUS_TEXT[c.state];
    ask(c);
    log.scrollTop = log.scrollHeight;
  };
  const stream = new EventSource(`/api${C.visitorEvents}?token=${encodeURIComponent(token)}`);
  stream.onopen = () => void read().catch(fail);
  stream.onmessage = () => void read().catch(fail);
  window.addEventListener('hashchange', () => stream.close(), { once: true });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const value = input.value.trim();
    if (!value) return;
    const clientMsgId = `p-${crypto.randomUUID()}`;
    try {
      await portalApi.chatSend(token, clientMsgId, value);
      input.value = '';
      await read();
    } catch (e) {
      fail(e);
    }
  });
}
