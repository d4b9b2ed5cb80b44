import { Button, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { CustomFormView, CustomRecordRow } from '@domain/custom-apps/custom-apps.schemas';
import { holdsValue } from '@domain/forms/field-types';
import { fieldControl } from '@/components/custom-field-form/control-registry';
import { toastResult } from '@/lib/toast-result';
import { useCountCustomRecordsQuery, useDeleteCustomRecordsMutation, useListCustomRecordsQuery } from '../custom-apps.api';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';

export interface RecordTableProps {
  form: CustomFormView;
  onOpen: (record: CustomRecordRow) => void;
}

/** Fields shown as columns; the rest are on the detail. */
const COLUMN_FIELDS = 4;

/** The records of a custom form, newest first, with the form's first fields as columns. */
export function RecordTable({ form, onOpen }: RecordTableProps) {
  const pageSizes = usePlanPageSizes();
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: 10 });
  const { data: rows = [], isFetching } = useListCustomRecordsQuery({ templateId: form.id, ...paging });
  const { data: total = 0 } = useCountCustomRecordsQuery(form.id);
  const [remove] = useDeleteCustomRecordsMutation();

  const fieldColumns: TableColumnProps<CustomRecordRow>[] = form.form.fields
    .filter((f) => holdsValue(f.type) && fieldControl(f))
    .slice(0, COLUMN_FIELDS)
    .map((field) => {
      const { Read } = fieldControl(field)!;
      return {
        title: field.title || field.key,
        render: (_, row) => (Object.hasOwn(row.values, field.key) && row.values[field.key] !== null ? <Read field={field} value={row.values[field.key]} /> : '--'),
      };
    });
  const columns: TableColumnProps<CustomRecordRow>[] = [
    ...fieldColumns,
    { title: '提交人', dataIndex: 'createUserName', width: 120 },
    { title: '提交时间', width: 170, render: (_, row) => new Date(row.createTime).toLocaleString('zh-CN', { hour12: false }) },
    {
      title: '操作',
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          <Button type="text" size="small" onClick={() => onOpen(row)}>
            详情
          </Button>
          {row.deletable && (
            <Popconfirm title="删除这条记录？" onOk={() => toastResult(remove({ templateId: form.id, ids: [row.id] }).unwrap(), Messages.deleteOk)}>
              <Button type="text" size="small" status="danger">
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table
      rowKey="id"
      columns={columns}
      data={rows}
      loading={isFetching}
      noDataElement="暂无记录"
      pagination={{
        total,
        current: paging.pageIndex + 1,
        pageSize: paging.pageSize,
        sizeOptions: [...pageSizes],
        sizeCanChange: true,
        showTotal: true,
        onChange: (page, pageSize) => setPaging({ pageIndex: page - 1, pageSize }),
      }}
    />
  );
}
