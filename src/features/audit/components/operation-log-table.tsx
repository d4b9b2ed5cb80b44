import { Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { OPERATION_MODULES, type OperationLogRow } from '@domain/audit/operation-log.schemas';
import { pageSizesFor } from '@domain/common/page-sizes';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { useCountOperationLogsQuery, useListOperationLogsQuery } from '../audit.api';

const columns: TableColumnProps<OperationLogRow>[] = [
  { title: '时间', dataIndex: 'createTime', width: 180, render: (v: string) => formatBusinessTime(new Date(v)) },
  { title: '操作人', dataIndex: 'userName', width: 120 },
  { title: '模块', dataIndex: 'moduleName', width: 120 },
  { title: '内容', dataIndex: 'summary' },
];

/** Who changed which setting, newest first, filterable by area. */
export function OperationLogTable({ isPaying }: { isPaying: boolean }) {
  const [module, setModule] = useState<string>();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 10 });
  const { data = [], isFetching } = useListOperationLogsQuery({ module, ...page });
  const { data: total = 0 } = useCountOperationLogsQuery({ module });

  return (
    <>
      <Select
        placeholder="全部模块"
        allowClear
        style={{ width: 200, marginBottom: 12 }}
        value={module}
        onChange={(value?: string) => {
          setModule(value);
          setPage((p) => ({ ...p, pageIndex: 0 }));
        }}
        options={Object.entries(OPERATION_MODULES).map(([value, label]) => ({ value, label }))}
      />
      <Table
        rowKey="id"
        columns={columns}
        data={data}
        loading={isFetching}
        noDataElement="暂无操作记录"
        pagination={{
          total,
          current: page.pageIndex + 1,
          pageSize: page.pageSize,
          sizeCanChange: true,
          sizeOptions: [...pageSizesFor(isPaying)],
          showTotal: true,
          onChange: (current, pageSize) => setPage({ pageIndex: current - 1, pageSize }),
        }}
      />
    </>
  );
}
