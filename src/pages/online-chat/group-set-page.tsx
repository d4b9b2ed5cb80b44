import { Button, Card, Checkbox, Empty, Form, Input, InputNumber, Message, Radio, Select, Space, Spin, Switch } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { AUTOMATIC_SHARE_RULES, ChatChannel, SHARE_RULE_NAMES, ShareRule, type ShareRuleValue } from '@domain/online-chat/online-chat.constants';
import { Plan } from '@domain/shell/plans';
import { groupKeyOf, type ChatAccountRow } from '@domain/online-chat/online-chat.schemas';
import type { WorkHours } from '@domain/online-chat/work-hours';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetChatStaffQuery, useListChatAccountsQuery, useSaveChatGroupMutation } from '@/features/online-chat/online-chat.api';

const DAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'].map((label, i) => ({ label, value: i + 1 }));
const TIMES = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`).map((t) => ({ label: t, value: t }));
const DEFAULT_HOURS: WorkHours = { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' };

function GroupForm({ account }: { account: ChatAccountRow }) {
  const [, navigate] = useLocation();
  const { data: staffInfo } = useGetChatStaffQuery();
  const [save, { isLoading }] = useSaveChatGroupMutation();
  const [staff, setStaff] = useState(account.staffUserIds);
  const [shareRule, setShareRule] = useState<ShareRuleValue>(account.shareRule);
  const [hours, setHours] = useState<WorkHours | null>(account.workHours);
  const [reply, setReply] = useState(account.offHoursReply);
  const [idle, setIdle] = useState(account.idleCloseMinutes);
  const [welcome, setWelcome] = useState(account.welcomeText);
  // Automatic sharing is paid: on the free plan it cannot be chosen (a rule chosen before stays).
  const free = useGetSessionUserQuery().data?.isChargeUser === Plan.free;
  const locked = (r: ShareRuleValue) => free && r !== account.shareRule && AUTOMATIC_SHARE_RULES.includes(r);
  const submit = async () => {
    try {
      await save({ accountId: account.id, staffUserIds: staff, shareRule, workHours: hours, offHoursReply: reply, welcomeText: welcome, idleCloseMinutes: idle }).unwrap();
      Message.success('保存成功');
      navigate(paths.onlineChat.accounts);
    } catch (e) {
      Message.error((e as { data?: { message?: string } }).data?.message ?? '保存失败');
    }
  };
  return (
    <Card title={`接待设置 · ${account.name}`} bordered={false}>
      <Form layout="vertical" aria-label="接待设置表单" style={{ maxWidth: 720 }}>
        <Form.Item label="接待人员" extra="不选则由全部启用的接待人员接待；新会话只分给在线（打开了客服台）的人员">
          <Checkbox.Group aria-label="接待人员" value={staff} onChange={setStaff} options={(staffInfo?.staff ?? []).map((s) => ({ label: `${s.name}（最多 ${s.maxConcurrent} 个 · ${s.online ? '在线' : '离线'}）`, value: s.userId }))} />
        </Form.Item>
        <Form.Item label="分配方式" extra={free ? '免费版本不支持自动分配会话（轮流分配、空闲优先），建议升级为VIP版本' : undefined}>
          <Radio.Group
            aria-label="分配方式"
            value={shareRule}
            onChange={setShareRule}
            options={Object.values(ShareRule).map((r) => ({ label: `${SHARE_RULE_NAMES[r]}${locked(r) ? '（VIP）' : ''}`, value: r, disabled: locked(r) }))}
          />
        </Form.Item>
        <Form.Item label="接待时间">
          <Space direction="vertical">
            <Switch aria-label="全天接待" checked={!hours} onChange={(all) => setHours(all ? null : DEFAULT_HOURS)} checkedText="全天" uncheckedText="按时间" />
            {hours && (
              <>
                <Checkbox.Group aria-label="工作日" value={hours.days} onChange={(days: number[]) => setHours({ ...hours, days })} options={DAYS} />
                <Space>
                  <Select aria-label="上班时间" style={{ width: 110 }} value={hours.start} onChange={(start) => setHours({ ...hours, start })} options={TIMES} />
                  至
                  <Select aria-label="下班时间" style={{ width: 110 }} value={hours.end} onChange={(end) => setHours({ ...hours, end })} options={TIMES} />
                </Space>
              </>
            )}
          </Space>
        </Form.Item>
        <Form.Item label="非工作时间自动回复" extra="非工作时间客户发来消息时，每个会话自动回复一次；会话留在排队中">
          <Input.TextArea aria-label="非工作时间自动回复" value={reply} onChange={setReply} maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} placeholder="如：您好，现在是非工作时间，我们上班后会第一时间回复您。" />
        </Form.Item>
        {account.channel === ChatChannel.wecom && (
          <Form.Item label="欢迎语" extra="客户通过客服链接进入会话时发送（企业微信给出欢迎语凭证时：48 小时内未收到过欢迎语且未发过消息）；不填则不发送">
            <Input.TextArea aria-label="欢迎语" value={welcome} onChange={setWelcome} maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} placeholder="如：您好，欢迎咨询！请问有什么可以帮您？" />
          </Form.Item>
        )}
        <Form.Item label="会话超时（分钟）" extra="会话内这么久没有消息即自动结束；0 为不结束">
          <InputNumber aria-label="会话超时（分钟）" min={0} max={1440} precision={0} value={idle} onChange={(v) => setIdle(v ?? 0)} style={{ width: 160 }} />
        </Form.Item>
        <Space>
          <Button type="primary" loading={isLoading} onClick={submit}>
            保存
          </Button>
          <Button onClick={() => navigate(paths.onlineChat.accounts)}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
}

/** /customerservice/CustomerServiceGroupSet/{openKfid}: an account's reception group (a portal chat entry by web-{id}). */
export default function GroupSetPage() {
  const { key = '' } = useParams<{ key: string }>();
  const { data: accounts, isLoading } = useListChatAccountsQuery();
  if (isLoading) return <Spin style={{ display: 'block', margin: 40 }} />;
  const account = accounts?.find((a) => groupKeyOf(a) === decodeURIComponent(key));
  if (!account) return <Empty description="客服账号不存在" />;
  return <GroupForm key={account.id} account={account} />;
}
