import { Button, Card, Input, Modal, Radio, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Messages } from '@domain/common/messages';
import type { FollowRow } from '@domain/cycle-plans/cycle-plans.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { useCountFollowRemindersQuery, useFollowUpMutation, useListFollowRemindersQuery } from '@/features/cycle-plans/cycle-plans.api';
import { toastResult } from '@/lib/toast-result';
import { paths } from '@/app/paths';

/** /followRemind 跟进提醒: customers of plans whose reminder for the coming occurrence is due. */
export default function FollowRemindPage() {
  const { filters, update, planMenu } = useSearchPlanFilters('followRemind', { keyword: '', followed: 0 as 0 | 1 });
  const { followed } = filters;
  const { pageIndex, pageSize, pagination } = useFilterPaging(filters);
  const { data: rows = [], isFetching } = useListFollowRemindersQuery({ ...filters, pageIndex, pageSize });
  const { data: total = 0 } = useCountFollowRemindersQuery(filters);
  const [writing, setWriting] = useState<FollowRow | null>(null);
  const [note, setNote] = useState('');
  const [followUp, { isLoading }] = useFollowUpMutation();

  const handleSave = async () => {
    if (!writing) return;
    if (await toastResult(followUp({ planId: writing.planId, customerId: writing.customerId, note }).unwrap(), Messages.saveOk)) setWriting(null);
  };

  const columns: TableColumnProps<FollowRow>[] = [
    { title: '客户', dataIndex: 'customerName' },
    { title: '联系人', key: 'contact', render: (_: unknown, r) => `${r.contactName} ${r.contactPhone}` },
    { title: '服务计划', dataIndex: 'planName', render: (name: string, r) => <Link href={paths.cyclePlans.detail(r.planId)}>{name}</Link> },
    { title: '执行日期', dataIndex: 'nextDueDate', width: 110 },
    { title: '剩余天数', dataIndex: 'daysLeft', width: 90, render: (d: number) => <Tag color={d <= 1 ? 'red' : 'orange'}>{d <= 0 ? '今天' : `${d} 天`}</Tag> },
    { title: '提醒人', key: 'people', render: (_: unknown, r) => r.remindUsers.map((u) => u.name).join('、') || '-' },
    followed
      ? { title: '跟进记录', key: 'note', render: (_: unknown, r) => `${r.followNote}（${r.followedBy?.name ?? ''}）` }
      : {
          title: '操作',
          key: 'op',
          width: 90,
          render: (_: unknown, r) => (
            <Button type="text" onClick={() => (setNote(''), setWriting(r))}>
              跟进
            </Button>
          ),
        },
  ];

  return (
    <Card bordered={false} title="跟进提醒">
      <ListToolbar
        filters={
          <>
            <Radio.Group type="button" value={followed} onChange={(v: 0 | 1) => update({ followed: v })} options={[{ value: 0, label: '待跟进' }, { value: 1, label: '已跟进' }]} />
            <KeywordSearch placeholder="搜索客户或计划名称" value={filters.keyword} onSearch={(keyword) => update({ keyword })} />
          </>
        }
        plans={planMenu}
      />
      <Table
        rowKey={(r) => `${r.planId}-${r.customerId}`}
        loading={isFetching}
        columns={columns}
        data={rows}
        pagination={pagination(total)}
      />
      <Modal visible={writing !== null} title={`跟进：${writing?.customerName ?? ''}`} onOk={handleSave} onCancel={() => setWriting(null)} confirmLoading={isLoading} okButtonProps={{ disabled: !note.trim() }}>
        <Input.TextArea value={note} onChange={setNote} maxLength={500} autoSize={{ minRows: 3 }} placeholder="请输入跟进记录" />
      </Modal>
    </Card>
  );
}
