import { Badge, Button, Card, Descriptions, Empty, Grid, Input, List, Message, Popconfirm, Select, Space, Tabs, Tag, Typography } from '@arco-design/web-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CHAT_CHANNEL_NAMES, MessageType, SESSION_STATE_NAMES, sceneName } from '@domain/online-chat/online-chat.constants';
import type { ChatSessionRow } from '@domain/online-chat/online-chat.schemas';
import { conversationText } from '@domain/online-chat/conversation-text';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { MessageBubble } from '@/features/online-chat/components/message-bubble';
import {
  useCloseChatMutation,
  useGetChatSessionQuery,
  useGetChatStaffQuery,
  useLinkChatCustomerMutation,
  useListChatQueueQuery,
  useListMyChatsQuery,
  useSendChatMessageMutation,
  useTakeChatMutation,
  useTransferChatMutation,
  newClientMsgId,
} from '@/features/online-chat/online-chat.api';
import { useConversation } from '@/features/online-chat/use-conversation';
import { sessionOrigin } from '@/features/online-chat/session-origin';
import { AttachButton } from '@/features/online-chat/components/attach-button';
import { useSendAttachment, type AttachKind } from '@/features/online-chat/use-send-attachment';
import { chatSocketIsOpen, onChatSocketState } from '@/lib/chat-events';

/** Whether the shell's socket is connected (pushes arrive only then; a reconnect syncs what was missed). */
function useSocketOpen() {
  const [open, setOpen] = useState(chatSocketIsOpen);
  useEffect(() => {
    const stop = onChatSocketState(setOpen);
    return () => {
      stop();
    };
  }, []);
  return open;
}

const { Row, Col } = Grid;

const fail = (e: unknown) => Message.error((e as { data?: { message?: string } }).data?.message ?? '操作失败');

function SessionList({ rows, selected, onSelect, action }: { rows: ChatSessionRow[]; selected?: number; onSelect: (id: number) => void; action?: (s: ChatSessionRow) => React.ReactNode }) {
  if (rows.length === 0) return <Empty description="暂无会话" />;
  return (
    <List
      size="small"
      dataSource={rows}
      render={(s) => (
        <List.Item
          key={s.id}
          aria-label={`会话 ${s.customerName}`}
          aria-current={s.id === selected}
          style={{ cursor: 'pointer', background: s.id === selected ? 'var(--color-fill-2)' : undefined }}
          onClick={() => onSelect(s.id)}
          actions={action ? [action(s)] : undefined}
        >
          <List.Item.Meta
            title={
              <Space size={4}>
                {s.customerName}
                <Tag size="small">{CHAT_CHANNEL_NAMES[s.channel]}</Tag>
              </Space>
            }
            description={s.lastPreview}
          />
        </List.Item>
      )}
    />
  );
}

/** /customerservice 在线客服: the queue, my sessions, the conversation and the customer beside it. */
export default function DeskPage() {
  const [, navigate] = useLocation();
  const { data: me } = useGetSessionUserQuery();
  const connected = useSocketOpen();
  const { data: queue = [] } = useListChatQueueQuery();
  const { data: mine = [] } = useListMyChatsQuery();
  const { data: staffInfo } = useGetChatStaffQuery();
  const [tab, setTab] = useState('mine');
  const [selected, setSelected] = useState<number>();
  const { data: session } = useGetChatSessionQuery(selected!, { skip: !selected });
  const { messages, sync } = useConversation(selected);
  const [take] = useTakeChatMutation();
  const [transfer] = useTransferChatMutation();
  const [close] = useCloseChatMutation();
  const [send, { isLoading: sending }] = useSendChatMessageMutation();
  const [link] = useLinkChatCustomerMutation();
  const { attach, busy: uploading } = useSendAttachment();
  const [draft, setDraft] = useState('');
  const [transferTo, setTransferTo] = useState<number>();
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const can = useMemo(() => new Set(session?.allowedOperations ?? []), [session]);
  const colleagues = (staffInfo?.staff ?? []).filter((s) => s.userId !== me?.id);

  const onTake = async (id: number) => {
    try {
      await take(id).unwrap();
      setSelected(id);
      setTab('mine');
    } catch (e) {
      fail(e);
    }
  };
  const onSend = async () => {
    if (!selected || !draft.trim()) return;
    try {
      await send({ sessionId: selected, clientMsgId: newClientMsgId(), type: MessageType.text, text: draft.trim() }).unwrap();
      setDraft('');
      await sync();
    } catch (e) {
      fail(e);
    }
  };
  const onAttach = async (kind: AttachKind, file: File) => {
    if (!selected) return;
    try {
      await attach(kind, selected, file);
      await sync();
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Row gutter={12} style={{ height: 'calc(100vh - 120px)', minHeight: 480 }}>
      <Col span={6} style={{ height: '100%' }}>
        <Card
          title="在线客服"
          extra={
            <Tag size="small" color={connected ? 'green' : 'orange'} role="status">
              {connected ? '已连接' : '连接中…'}
            </Tag>
          }
          bordered={false}
          style={{ height: '100%', overflow: 'auto' }}
        >
          <Tabs activeTab={tab} onChange={setTab}>
            <Tabs.TabPane key="queue" title={<Badge count={queue.length} offset={[10, -2]}>排队中</Badge>}>
              <SessionList
                rows={queue}
                selected={selected}
                onSelect={setSelected}
                action={(s) => (
                  <Button size="mini" type="primary" onClick={(e) => (e.stopPropagation(), void onTake(s.id))}>
                    接入
                  </Button>
                )}
              />
            </Tabs.TabPane>
            <Tabs.TabPane key="mine" title={<Badge count={mine.length} offset={[10, -2]}>我的会话</Badge>}>
              <SessionList rows={mine} selected={selected} onSelect={setSelected} />
            </Tabs.TabPane>
          </Tabs>
        </Card>
      </Col>
      <Col span={12} style={{ height: '100%' }}>
        <Card
          bordered={false}
          style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
          bodyStyle={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}
          title={session ? `${session.customerName}（${SESSION_STATE_NAMES[session.state]}）` : '会话'}
          extra={
            session && (
              <Space>
                <Button size="small" onClick={() => navigate(paths.events.newEventFrom({ ...sessionOrigin(session), description: conversationText(messages) }))}>
                  转事件
                </Button>
                <Button size="small" onClick={() => navigate(paths.orders.create(sessionOrigin(session)))}>
                  新建工单
                </Button>
                {can.has('transfer') && (
                  <Space size={4}>
                    <Select size="small" style={{ width: 120 }} placeholder="转接给" aria-label="转接给" value={transferTo} onChange={setTransferTo} options={colleagues.map((c) => ({ label: `${c.name}（${c.serving}/${c.maxConcurrent}${c.online ? '' : ' · 离线'}）`, value: c.userId }))} />
                    <Button size="small" disabled={!transferTo} onClick={() => transfer({ sessionId: session.id, toUserId: transferTo! }).unwrap().then(() => (setTransferTo(undefined), Message.success('已转接')), fail)}>
                      转接
                    </Button>
                  </Space>
                )}
                {can.has('take') && (
                  <Button size="small" type="primary" onClick={() => void onTake(session.id)}>
                    接入
                  </Button>
                )}
                {can.has('close') && (
                  <Popconfirm title="确定结束该会话吗？" onOk={() => close(session.id).unwrap().then(() => Message.success('会话已结束'), fail)}>
                    <Button size="small" status="danger">
                      结束会话
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            )
          }
        >
          {!selected ? (
            <Empty description="请选择左侧的会话" />
          ) : (
            <>
              <div role="log" aria-label="聊天记录" style={{ flex: 1, overflow: 'auto', minHeight: 0 }}>
                {messages.map((m) => (
                  <MessageBubble key={m.seq} m={m} />
                ))}
                <div ref={bottom} />
              </div>
              {can.has('send') && (
                <div style={{ borderTop: '1px solid var(--color-border-2)', paddingTop: 8 }}>
                  <Space style={{ marginBottom: 6 }}>
                    <AttachButton kind="image" label="图片" disabled={uploading || sending} onPick={(f) => void onAttach('image', f)} />
                    <AttachButton kind="file" label="文件" disabled={uploading || sending} onPick={(f) => void onAttach('file', f)} />
                    <AttachButton kind="voice" label="语音" disabled={uploading || sending} onPick={(f) => void onAttach('voice', f)} />
                    <AttachButton kind="video" label="视频" disabled={uploading || sending} onPick={(f) => void onAttach('video', f)} />
                    <Select size="small" style={{ width: 280 }} placeholder="快捷回复" aria-label="快捷回复" value={undefined} onChange={(v: string) => setDraft(v)} options={(staffInfo?.quickReplies ?? []).map((q) => ({ label: q, value: q }))} />
                  </Space>
                  <Input.TextArea aria-label="回复内容" value={draft} onChange={setDraft} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} onPressEnter={(e) => !e.shiftKey && (e.preventDefault(), void onSend())} />
                  <div style={{ textAlign: 'right', marginTop: 6 }}>
                    <Button type="primary" loading={sending} disabled={!draft.trim()} onClick={() => void onSend()}>
                      发送
                    </Button>
                  </div>
                </div>
              )}
            </>
          )}
        </Card>
      </Col>
      <Col span={6} style={{ height: '100%' }}>
        <Card title="客户信息" bordered={false} style={{ height: '100%', overflow: 'auto' }}>
          {session ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Descriptions
                column={1}
                size="small"
                data={[
                  { label: '客户', value: session.customerName },
                  { label: '渠道', value: `${CHAT_CHANNEL_NAMES[session.channel]} · ${session.accountName}` },
                  { label: '来源场景', value: sceneName(session.scene) },
                  { label: '咨询产品', value: session.productName || '—' },
                  { label: '接待人员', value: session.staffName ?? '—' },
                  { label: '开始时间', value: new Date(session.createdAt).toLocaleString('zh-CN', { hour12: false }) },
                  { label: '消息数', value: session.messageCount },
                ]}
              />
              {can.has('send') && (
                <div>
                  <Typography.Text type="secondary">关联客户档案</Typography.Text>
                  <CustomerPicker value={session.customerId ?? undefined} onChange={(id) => id && link({ sessionId: session.id, customerId: id }).unwrap().then(() => Message.success('已关联客户'), fail)} />
                </div>
              )}
              {session.customerId && (
                <Button type="text" onClick={() => navigate(paths.customers.detail(session.customerId!))}>
                  查看客户档案
                </Button>
              )}
            </Space>
          ) : (
            <Empty />
          )}
        </Card>
      </Col>
    </Row>
  );
}
