import { Button, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import type { SplitRuleRow } from '@domain/triggers/split.schemas';
import { RowActions } from '@/components/row-actions/row-actions';
import { toastResult } from '@/lib/toast-result';
import { useDeleteSplitRulesMutation, useListSplitRulesQuery } from '../split.api';

/** The 自动拆单 rules: type, product fields, state and how many orders each split; edit and delete for administrators. */
export function SplitRuleTable({ writer, onEdit }: { writer: boolean; onEdit: (rule: SplitRuleRow) => void }) {
  const { data: rows = [], isFetching } = useListSplitRulesQuery();
  const [remove] = useDeleteSplitRulesMutation();
  const columns: TableColumnProps<SplitRuleRow>[] = [
    { title: '工单类型', dataIndex: 'templateName', render: (name: string) => name || '（已删除的类型）' },
    { title: '产品字段', dataIndex: 'fieldTitles', render: (titles: string[], r) => titles.map((t, i) => <Tag key={r.fieldKeys[i]}>{t || r.fieldKeys[i]}</Tag>) },
    { title: '状态', dataIndex: 'enabled', width: 90, render: (on: boolean) => (on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
    { title: '已拆单', dataIndex: 'runCount', width: 90 },
    ...(writer
      ? [
          {
            title: '操作',
            key: 'ops',
            width: 140,
            render: (_: unknown, r: SplitRuleRow) => (
              <RowActions confirm={`删除「${r.templateName}」的拆单规则？已拆出的工单不受影响`} onDelete={() => toastResult(remove([r.id]).unwrap(), '已删除')}>
                <Button type="text" size="small" onClick={() => onEdit(r)}>
                  编辑
                </Button>
              </RowActions>
            ),
          },
        ]
      : []),
  ];
  return <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={false} />;
}
