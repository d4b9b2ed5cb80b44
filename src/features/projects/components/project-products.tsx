import { Button, Card, Popconfirm, Space } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { PROJECT_PRODUCT_KIND_NAMES, type ProjectProductKindValue } from '@domain/projects/projects.constants';
import type { ProjectProductView } from '@domain/projects/projects.schemas';
import { DataTable, type DataColumn, type RowKey } from '@/components/data-table/data-table';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useCountProjectProductsQuery, useDeleteProjectProductsMutation, useExportProjectProductsMutation, useListProjectProductsQuery } from '../projects.api';

export interface ProjectProductsProps {
  projectId: number;
  /** Whether the caller may link and unlink (the project's `edit`). */
  canEdit: boolean;
  /** The control that links products (the page's, over the products feature). */
  linker?: ReactNode;
}

/** 项目产品: customer products and archive products linked to the project, paged; unlinked in a batch by who may edit it. */
export function ProjectProducts({ projectId, canEdit, linker }: ProjectProductsProps) {
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(projectId);
  const { data: rows = [], isFetching } = useListProjectProductsQuery({ projectId, pageIndex, pageSize });
  const { data: total = 0 } = useCountProjectProductsQuery(projectId);
  const [remove] = useDeleteProjectProductsMutation();
  const [exportProducts] = useExportProjectProductsMutation();
  const [selected, setSelected] = useState<RowKey[]>([]);
  const columns: DataColumn<ProjectProductView>[] = [
    { key: 'kind', title: '类型', dataIndex: 'kind', width: 100, render: (kind: ProjectProductKindValue) => PROJECT_PRODUCT_KIND_NAMES[kind] },
    { key: 'name', title: '产品名称', dataIndex: 'name', width: 200 },
    { key: 'detail', title: '型号/序列号', dataIndex: 'detail', width: 160, render: (detail: string) => detail || '-' },
    { key: 'customerName', title: '客户', dataIndex: 'customerName', width: 160, render: (name: string | null) => name ?? '-' },
  ];
  const deleteSelected = async () => (await toastResult(remove({ projectId, ids: selected.map(Number) }).unwrap(), Messages.deleteOk)) && setSelected([]);
  return (
    <Card
      title="项目产品"
      size="small"
      style={{ marginBottom: 12 }}
      extra={
        <Button size="small" disabled={total === 0} onClick={() => toastResult(exportProducts(projectId).unwrap(), '已加入下载中心')}>
          导出
        </Button>
      }
    >
      {canEdit && (
        <Space style={{ marginBottom: 8 }} wrap>
          {linker}
          {selected.length > 0 && (
            <Popconfirm title={`确定移除选中的${selected.length}个产品吗？`} onOk={deleteSelected}>
              <Button status="danger">移除产品</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      <DataTable
        aria-label="项目产品"
        rowKey="id"
        loading={isFetching}
        columns={columns}
        data={rows}
        paging={tablePaging(total)}
        selection={canEdit ? { selected, onChange: setSelected } : undefined}
      />
    </Card>
  );
}
