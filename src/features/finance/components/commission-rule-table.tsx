import { Button, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { COMMISSION_BASE_NAMES, CommissionMethod } from '@domain/finance/commission';
import type { CommissionRuleRow } from '@domain/finance/commission.schemas';
import { formatDateTime } from '@domain/format/date';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useCountRulesQuery, useDeleteRulesMutation, useListRulesQuery } from '../finance.api';
import { CommissionRuleDialog, type RuleLookups } from './commission-rule-dialog';
import { RowActions } from '@/components/row-actions/row-actions';

/** 提成规则 (/financeSetting): each change takes effect from now on; orders completed before keep the terms of their time. */
export function CommissionRuleTable({ lookups }: { lookups: RuleLookups }) {
  const { pageIndex, pageSize, pagination } = useFilterPaging(null);
  const { data: total = 0 } = useCountRulesQuery();
  const { data: rows = [], isFetching } = useListRulesQuery({ pageIndex, pageSize });
  const [remove] = useDeleteRulesMutation();
  const [dialog, setDialog] = useState<{ rule: CommissionRuleRow | null } | null>(null);
  const typeNames = (ids: number[]) => ids.map((id) => lookups.orderTypes.find((t) => t.id === id)?.name ?? `#${id}`).join('、') || '—';

  const columns: TableColumnProps<CommissionRuleRow>[] = [
    { title: '规则名称', dataIndex: 'name', width: 160 },
    { title: '适用工单类型', dataIndex: 'orderTmplIds', render: (ids: number[]) => typeNames(ids) },
    { title: '提成基数', dataIndex: 'base', width: 120, render: (base: CommissionRuleRow['base']) => COMMISSION_BASE_NAMES[base] },
    { title: '提成', key: 'terms', width: 120, render: (_: unknown, r) => (r.method === CommissionMethod.rate ? `${r.rate}%` : `${r.amount} 元`) },
    { title: '分配（负责人/协作人/组长）', key: 'ratios', width: 200, render: (_: unknown, r) => `${r.ownerRatio}% / ${r.collaboratorRatio}% / ${r.leaderRatio}%` },
    { title: '生效时间', dataIndex: 'validFrom', width: 170, render: (t: string) => formatDateTime(t) },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, rule) => (
        <RowActions confirm={`确定删除“${rule.name}”吗？已完成的工单仍按原规则结算`} onEdit={() => setDialog({ rule })} onDelete={() => toastResult(remove([rule.id]).unwrap(), Messages.deleteOk)} />
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ rule: null })}>
          新增提成规则
        </Button>
      </Space>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        pagination={pagination(total)}
      />
      {dialog && <CommissionRuleDialog rule={dialog.rule} lookups={lookups} onClose={() => setDialog(null)} />}
    </>
  );
}
