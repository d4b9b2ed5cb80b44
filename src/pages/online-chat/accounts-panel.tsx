import { Button, Card, Form, Input, Message, Modal, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { CHAT_CHANNEL_NAMES, ChatChannel, SHARE_RULE_NAMES, type ChatChannelValue } from '@domain/online-chat/online-chat.constants';
import { groupKeyOf, workHoursText, type ChatAccountRow } from '@domain/online-chat/online-chat.schemas';
import { paths } from '@/app/paths';
import { UploadField } from '@/components/uploads/upload-field';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import {
  useGetContactWayMutation,
  useGetWecomKfSettingsQuery,
  useListChatAccountsQuery,
  useSaveChatAccountMutation,
  useSaveWecomKfSettingsMutation,
  useSyncWecomAccountsMutation,
} from '@/features/online-chat/online-chat.api';

const fail = (e: unknown) => Message.error((e as { data?: { message?: string } }).data?.message ?? '操作失败');

/** Adds or renames an account: a WeCom one without an open_kfid is made in WeCom. */
function AccountDialog({ account, onClose }: { account: ChatAccountRow | 'new'; onClose: () => void }) {
  const editing = account === 'new' ? null : account;
  const [form] = Form.useForm<{ name: string; channel: ChatChannelValue; openKfid?: string; avatar?: UploadedFile[] }>();
  const [channel, setChannel] = useState<ChatChannelValue>(editing?.channel ?? ChatChannel.web);
  const [save, { isLoading }] = useSaveChatAccountMutation();
  const submit = async () => {
    const v = await form.validate();
    try {
      const avatarUrl = !editing && v.channel === ChatChannel.wecom && !v.openKfid?.trim() ? v.avatar?.[0]?.url : undefined;
      await save({
        ...(editing ? { id: editing.id, openKfid: editing.openKfid ?? undefined } : {}),
        name: v.name.trim(),
        channel: v.channel,
        ...(v.openKfid?.trim() ? { openKfid: v.openKfid.trim() } : {}),
        ...(avatarUrl ? { avatarUrl } : {}),
      }).unwrap();
      Message.success('保存成功');
      onClose();
    } catch (e) {
      fail(e);
    }
  };
  return (
    <Modal visible title={editing ? '编辑客服账号' : '新建客服账号'} onOk={submit} confirmLoading={isLoading} onCancel={onClose} okText="保存">
      <Form form={form} layout="vertical" aria-label="客服账号表单" initialValues={{ name: editing?.name ?? '', channel, openKfid: editing?.openKfid ?? '' }}>
        <Form.Item label="账号名称" field="name" rules={[{ required: true, message: '请输入账号名称' }, { maxLength: 40, message: '账号名称最多40个字' }]}>
          <Input placeholder="如：官方微信客服" maxLength={40} />
        </Form.Item>
        <Form.Item label="渠道" field="channel">
          <Select disabled={!!editing} onChange={setChannel} options={Object.values(ChatChannel).map((c) => ({ label: c === ChatChannel.web ? '门户网页聊天' : CHAT_CHANNEL_NAMES[c], value: c }))} />
        </Form.Item>
        {channel === ChatChannel.wecom && !editing && (
          <Form.Item label="openKfid" field="openKfid" extra="留空则在企业微信中新建该客服账号；填写则关联已有账号">
            <Input placeholder="wk…" maxLength={64} />
          </Form.Item>
        )}
        {channel === ChatChannel.wecom && !editing && (
          <Form.Item label="客服头像" field="avatar" extra="新建时上传到企业微信（JPG 或 PNG，不超过 2MB）；不传则用系统默认头像">
            <UploadField maxSizeMb={2} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** A WeCom account's contact-way link and QR code for a scene (where the customer came from: a poster, a product box…). */
function ContactWayDialog({ account, onClose }: { account: ChatAccountRow; onClose: () => void }) {
  const [scene, setScene] = useState('');
  const [make, { data, isLoading }] = useGetContactWayMutation();
  const way = data?.data;
  return (
    <Modal visible title={`客服链接 · ${account.name}`} footer={null} onCancel={onClose}>
      <Space>
        <Input aria-label="场景值" placeholder="场景值，如 poster01（选填）" maxLength={32} value={scene} onChange={setScene} style={{ width: 240 }} />
        <Button type="primary" loading={isLoading} onClick={() => make({ accountId: account.id, scene: scene.trim() }).unwrap().catch(fail)}>
          生成
        </Button>
      </Space>
      {way && (
        <Space direction="vertical" align="center" style={{ width: '100%', marginTop: 16 }}>
          <img src={way.qr} alt="客服二维码" width={200} height={200} />
          <Input readOnly aria-label="客服链接" value={way.url} />
        </Space>
      )}
    </Modal>
  );
}

/** The WeCom kf app's credentials and callback (the secret and key are write-only). */
function WecomSettingsCard() {
  const { data } = useGetWecomKfSettingsQuery();
  const [save, { isLoading }] = useSaveWecomKfSettingsMutation();
  const [form] = Form.useForm();
  const submit = async () => {
    try {
      await save(await form.validate()).unwrap();
      Message.success('保存成功');
    } catch (e) {
      if ((e as { data?: unknown }).data) fail(e);
    }
  };
  return (
    <Card title="微信客服应用" bordered={false} extra={data ? <Tag color="green">已配置</Tag> : <Tag>未配置</Tag>}>
      <Form form={form} layout="inline" aria-label="微信客服应用表单" key={data?.corpId ?? 'none'} initialValues={{ corpId: data?.corpId ?? '', callbackToken: data?.callbackToken ?? '' }}>
        <Form.Item label="企业ID" field="corpId" rules={[{ required: true, message: '请输入企业ID' }]}>
          <Input style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="Secret" field="secret" rules={[{ required: true, message: '请输入 Secret' }]}>
          <Input.Password style={{ width: 180 }} placeholder={data?.secretSet ? '已设置，重新输入以修改' : ''} />
        </Form.Item>
        <Form.Item label="Token" field="callbackToken" rules={[{ required: true, message: '请输入 Token' }]}>
          <Input style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="EncodingAESKey" field="encodingAesKey" rules={[{ required: true, message: '请输入 EncodingAESKey' }]}>
          <Input.Password style={{ width: 220 }} placeholder={data?.encodingAesKeySet ? '已设置，重新输入以修改' : ''} />
        </Form.Item>
        <Button type="primary" loading={isLoading} onClick={submit}>
          保存
        </Button>
      </Form>
    </Card>
  );
}

/** The 客服账号 tab of /customerservice: the kf accounts and portal chat entries, each with its reception group. */
export function AccountsPanel() {
  const { data: accounts = [], isFetching } = useListChatAccountsQuery();
  const [sync, { isLoading: syncing }] = useSyncWecomAccountsMutation();
  const [editing, setEditing] = useState<ChatAccountRow | 'new'>();
  const [linking, setLinking] = useState<ChatAccountRow>();
  const columns: TableColumnProps<ChatAccountRow>[] = [
    { title: '账号名称', dataIndex: 'name' },
    { title: '渠道', dataIndex: 'channel', render: (c: ChatChannelValue) => (c === ChatChannel.web ? '门户网页聊天' : CHAT_CHANNEL_NAMES[c]) },
    { title: 'openKfid', dataIndex: 'openKfid', render: (v: string | null) => v ?? '—' },
    { title: '分配方式', dataIndex: 'shareRule', render: (r: ChatAccountRow['shareRule']) => SHARE_RULE_NAMES[r] },
    { title: '接待人员', dataIndex: 'staffUserIds', render: (ids: number[]) => (ids.length ? `${ids.length} 人` : '全部接待人员') },
    { title: '接待时间', dataIndex: 'workHours', render: (_: unknown, a) => workHoursText(a.workHours) },
    {
      title: '操作',
      dataIndex: 'id',
      render: (_: unknown, a) => (
        <Space>
          <Button type="text" size="small" aria-label={`编辑 ${a.name}`} onClick={() => setEditing(a)}>
            编辑
          </Button>
          {a.channel === ChatChannel.wecom && (
            <Button type="text" size="small" aria-label={`客服链接 ${a.name}`} onClick={() => setLinking(a)}>
              客服链接
            </Button>
          )}
          <Link href={paths.onlineChat.groupSet(groupKeyOf(a))} aria-label={`接待设置 ${a.name}`}>
            接待设置
          </Link>
        </Space>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Card
        title="客服账号"
        bordered={false}
        extra={
          <Space>
            <Button loading={syncing} onClick={() => sync().unwrap().then(() => Message.success('已从企业微信同步'), fail)}>
              从企业微信同步
            </Button>
            <Button type="primary" onClick={() => setEditing('new')}>
              新建账号
            </Button>
          </Space>
        }
      >
        <Table rowKey="id" loading={isFetching} columns={columns} data={accounts} pagination={false} aria-label="客服账号" />
      </Card>
      <WecomSettingsCard />
      {editing && <AccountDialog account={editing} onClose={() => setEditing(undefined)} />}
      {linking && <ContactWayDialog account={linking} onClose={() => setLinking(undefined)} />}
    </Space>
  );
}
