import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { RewardOp, type RewardView } from '@domain/finance/reward.machine';
import { REWARD_STATE_NAMES, RewardTexts, type RewardStateCode } from '@domain/finance/rewards.schemas';
import { formatDateTime } from '@domain/format/date';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useUserSource } from '@/components/user-picker/user-source';
import { toastResult } from '@/lib/toast-result';
import { useAddRewardMutation, useCountRewardsQuery, useDecideRewardMutation, useListRewardsQuery } from '../finance.api';

const stateColors: Record<RewardStateCode, string> = { 0: 'orange', 1: 'green', 2: 'gray' };
const stateOptions = Object.entries(REWARD_STATE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/** 奖惩 (/commission): rewards (positive) and penalties (negative) with their approval; finance decides the pending ones. */
export function RewardsTable({ canFile }: { canFile: boolean }) {
  const [state, setState] = useState<RewardStateCode | undefined>(undefined);
  const { pageIndex, pageSize, pagination } = useFilterPaging(state);
  const { data: total = 0 } = useCountRewardsQuery({ state });
  const { data: rows = [], isFetching } = useListRewardsQuery({ pageIndex, pageSize, state });
  const [decide] = useDecideRewardMutation();
  const [adding, setAdding] = useState(false);
  const { data: users = [] } = useUserSource().useUsersWithRole(undefined, { skip: false });
  const nameOf = (id: number | null) => (id === null ? '—' : (users.find((u) => u.id === id)?.name ?? `#${id}`));

  const columns: TableColumnProps<RewardView>[] = [
    { title: '人员', dataIndex: 'userId', width: 100, render: (id: number) => nameOf(id) },
    { title: '金额（元）', dataIndex: 'amount', width: 120, align: 'right', render: (a: string) => <span style={{ color: a.startsWith('-') ? 'rgb(var(--red-6))' : undefined }}>{a}</span> },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    { title: '状态', dataIndex: 'state', width: 100, render: (s: RewardStateCode) => <Tag color={stateColors[s]}>{REWARD_STATE_NAMES[s]}</Tag> },
    { title: '提交人/时间', key: 'filed', width: 200, render: (_: unknown, r) => `${nameOf(r.createdBy)} ${formatDateTime(r.createTime)}` },
    { title: '审批人/时间', key: 'decided', width: 200, render: (_: unknown, r) => (r.decideTime ? `${nameOf(r.decidedBy)} ${formatDateTime(r.decideTime)}` : '—') },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, r) =>
        r.operations.length > 0 ? (
          <Space size={0}>
            {r.operations.includes(RewardOp.approve) && (
              <Popconfirm title="确定通过吗？通过后计入当月结算" onOk={() => toastResult(decide({ id: r.id, pass: true }).unwrap(), RewardTexts.approved)}>
                <Button type="text" size="small">
                  通过
                </Button>
              </Popconfirm>
            )}
            {r.operations.includes(RewardOp.reject) && (
              <Popconfirm title="确定驳回吗？" onOk={() => toastResult(decide({ id: r.id, pass: false }).unwrap(), RewardTexts.rejected)}>
                <Button type="text" size="small" status="danger">
                  驳回
                </Button>
              </Popconfirm>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        {canFile && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setAdding(true)}>
            新增奖惩
          </Button>
        )}
        <Select
          allowClear
          aria-label="审批状态"
          placeholder="审批状态"
          style={{ width: 140 }}
          options={stateOptions}
          onChange={(s?: RewardStateCode) => setState(s)}
        />
      </Space>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        pagination={pagination(total)}
      />
      {adding && <AddRewardDialog onClose={() => setAdding(false)} />}
    </>
  );
}

function AddRewardDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ userId: number; amount: number; reason: string }>();
  const [add, { isLoading }] = useAddRewardMutation();
  const handleOk = async () => {
    const v = await form.validate().catch(() => null);
    if (!v) return;
    if (await toastResult(add({ userId: v.userId, amount: v.amount.toFixed(2), reason: v.reason }).unwrap(), RewardTexts.added)) onClose();
  };
  return (
    <Modal visible title="新增奖惩" onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical">
        <Form.Item label="人员" field="userId" rules={[{ required: true, message: '请选择人员' }]}>
          <UserPicker />
        </Form.Item>
        <Form.Item
          label="金额（元）"
          field="amount"
          extra="奖励填正数，罚款填负数"
          rules={[{ required: true, message: '请输入金额' }, { validator: (v, cb) => cb(v === 0 ? '金额不能为0' : undefined) }]}
        >
          <InputNumber aria-label="奖惩金额" precision={2} min={-9_999_999_999.99} max={9_999_999_999.99} />
        </Form.Item>
        <Form.Item label="原因" field="reason" rules={[{ required: true, message: '请输入奖惩原因' }, { maxLength: 200, message: '原因最多200个字' }]}>
          <Input.TextArea aria-label="奖惩原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
