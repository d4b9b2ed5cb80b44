import { Button, Space, Tag, Typography } from '@arco-design/web-react';
import { MessageFrom, MessageType } from '@domain/online-chat/online-chat.constants';
import type { ChatMessageRow } from '@domain/online-chat/online-chat.schemas';
import { mediaUrl } from '../online-chat.api';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The body of one message, for each of the spec's ten types. */
function Body({ m }: { m: ChatMessageRow }) {
  const c = m.content;
  switch (m.type) {
    case MessageType.text:
      return <span style={{ whiteSpace: 'pre-wrap' }}>{text(c.text)}</span>;
    case MessageType.image:
      return <img src={mediaUrl(m)} alt="图片消息" style={{ maxWidth: 220, maxHeight: 220, display: 'block' }} />;
    case MessageType.voice:
      // Stored as MP3 when it came in; one WeCom still keeps as AMR plays nowhere, so it is offered as a download.
      // A staff member's voice went out as AMR (WeChat's format), which no browser plays: a download.
      return typeof c.url === 'string' && c.format !== 'amr' ? (
        <audio controls src={c.url} aria-label="语音消息" />
      ) : (
        <a href={mediaUrl(m)} target="_blank" rel="noreferrer">
          [语音] 下载原文件
        </a>
      );
    case MessageType.video:
      return <video controls src={mediaUrl(m)} style={{ maxWidth: 260 }} aria-label="视频消息" />;
    case MessageType.file:
      return (
        <a href={mediaUrl(m)} target="_blank" rel="noreferrer">
          [文件] {text(c.name) || '下载'}
        </a>
      );
    case MessageType.link:
      return (
        <a href={text(c.url)} target="_blank" rel="noreferrer noopener">
          [链接] {text(c.title)} {text(c.desc)}
        </a>
      );
    case MessageType.miniprogram:
      return <span>[小程序] {text(c.title)}</span>;
    case MessageType.location:
      return (
        <span>
          [位置] {text(c.name)} {text(c.address)}
        </span>
      );
    case MessageType.businessCard:
      return <span>[名片] {text(c.userid)}</span>;
    case MessageType.menu: {
      const list = Array.isArray(c.list) ? (c.list as { id?: string; content?: string; click?: { content?: string } }[]) : [];
      return (
        <Space direction="vertical" size={4}>
          <span>{text(c.headContent)}</span>
          <Space wrap>
            {list.map((i, n) => (
              <Button key={n} size="mini" type="outline" disabled>
                {i.content ?? i.click?.content}
              </Button>
            ))}
          </Space>
          <span>{text(c.tailContent)}</span>
        </Space>
      );
    }
    default:
      return <Tag>未知消息</Tag>;
  }
}

/** One message: the customer's (and the system's lines) on the left, staff replies on the right. */
export function MessageBubble({ m }: { m: ChatMessageRow }) {
  const mine = m.from === MessageFrom.staff;
  return (
    <div data-seq={m.seq} style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '8px 0' }}>
      <div style={{ maxWidth: '70%' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {mine ? (m.senderName ?? '客服') : m.from === MessageFrom.system ? '系统' : '客户'} · {new Date(m.createdAt).toLocaleTimeString('zh-CN', { hour12: false })}
        </Typography.Text>
        <div style={{ background: mine ? 'rgb(var(--primary-1))' : 'var(--color-fill-2)', borderRadius: 6, padding: '6px 10px', marginTop: 2 }}>
          <Body m={m} />
        </div>
      </div>
    </div>
  );
}
