import { Button, Select, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { SparePartRow } from '@domain/spare-parts/spare-parts.schemas';
import { SparePaths } from '@domain/spare-parts/spare-parts.paths';
import type { ListTag } from '@/app/job-refresh';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { SheetButtons } from '@/components/sheet-import-dialog/sheet-buttons';
import { RowActions } from '@/components/row-actions/row-actions';
import { toastResult } from '@/lib/toast-result';
import { useDeleteSparePartsMutation, useExportSparePartsMutation, useListSparePartsQuery, useListSpareTypesQuery } from '../spare-parts.api';
import { SparePartDialog } from './spare-part-dialog';

export interface SparePartTableProps {
  editable: boolean;
  /** The spare-part fields of the template centre (basic-info type 4), filled in the part's dialog. */
  customFields: readonly (FormField & { fixed?: boolean })[];
  /** Opens a part's detail (/spareList/detail/{id}); absent when the user lacks permission 05001. */
  onOpen?: (id: number) => void;
}

/** /spareList: the parts catalogue with its total stock, searched by name, code or model and filtered by type. */
export function SparePartTable({ editable, customFields, onOpen }: SparePartTableProps) {
  const [keyword, setKeyword] = useState('');
  const [typeId, setTypeId] = useState<number | undefined>();
  const { pageIndex, pageSize, pagination } = useFilterPaging({ keyword, typeId });
  const { data, isFetching } = useListSparePartsQuery({ pageIndex, pageSize, keyword, typeId });
  const { data: types = [] } = useListSpareTypesQuery();
  const [remove] = useDeleteSparePartsMutation();
  const [exportParts] = useExportSparePartsMutation();
  const [dialog, setDialog] = useState<{ part: SparePartRow | null } | null>(null);

  const columns: TableColumnProps<SparePartRow>[] = [
    { title: '备件名称', dataIndex: 'name', render: (name: string, row) => (onOpen ? <Button type="text" size="small" onClick={() => onOpen(row.id)}>{name}</Button> : name) },
    { title: '编号', dataIndex: 'code', width: 120 },
    { title: '规格型号', dataIndex: 'model', width: 120 },
    { title: '类型', dataIndex: 'typeName', width: 120 },
    { title: '单位', dataIndex: 'unit', width: 70 },
    { title: '单价（元）', dataIndex: 'price', width: 110 },
    { title: '总库存', dataIndex: 'stock', width: 100 },
  ];
  if (editable)
    columns.push({
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_: unknown, row) => (
        <RowActions name={row.name} onEdit={() => setDialog({ part: row })} onDelete={() => toastResult(remove([row.id]).unwrap(), '删除成功')} />
      ),
    });

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <KeywordSearch scan value={keyword} onSearch={setKeyword} placeholder="备件名称、编号或型号" width={240} />
        <Select aria-label="备件类型" placeholder="全部类型" allowClear style={{ width: 160 }} value={typeId} onChange={(v) => setTypeId(v)} options={types.map((t) => ({ value: t.id, label: t.name }))} />
        <SheetButtons
          canImport={editable}
          onExport={() => exportParts({ keyword, typeId }).unwrap()}
          title="导入备件"
          importUrl={SparePaths.partImport}
          templateUrl={SparePaths.partImportTemplate}
          // The spare-parts slice adds its tags to the api itself (enhanceEndpoints), so the shared ListTag type does not name them.
          listTag={'SpareCatalogue' as ListTag}
        />
        {editable && (
          <Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ part: null })}>
            新增备件
          </Button>
        )}
      </Space>
      <Table rowKey="id" loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
      {dialog && <SparePartDialog part={dialog.part} customFields={customFields} onClose={() => setDialog(null)} />}
    </>
  );
}
