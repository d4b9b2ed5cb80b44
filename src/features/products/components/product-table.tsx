import { Button, Space, Table } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Messages } from '@domain/common/messages';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { ProductRow } from '@domain/products/products.schemas';
import { ProductPaths } from '@domain/products/products.paths';
import { toastResult } from '@/lib/toast-result';
import { useCustomFieldColumns } from '@/components/custom-field-form/use-custom-field-columns';
import type { DataColumn } from '@/components/data-table/data-table';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { RowActions } from '@/components/row-actions/row-actions';
import { SheetButtons } from '@/components/sheet-import-dialog/sheet-buttons';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { useCountProductsQuery, useDeleteProductsMutation, useExportProductsMutation, useListProductsQuery } from '../products.api';
import { warrantyTermsText } from '../warranty-text';
import { ProductDialog } from './product-dialog';

export interface ProductTableProps {
  canManage: boolean;
  customFields: readonly (FormField & { fixed?: boolean })[];
  detailHref: (id: number) => string;
  /** Saved search plans of this list screen (none inside a detail page). */
  planKey?: string;
  /** Import and export through the download centre (the archive screen). */
  sheets?: boolean;
}

/** The product archive: models searched by name or model, paged from 0. */
export function ProductTable({ canManage, customFields, detailHref, planKey, sheets }: ProductTableProps) {
  const { filters, update, planMenu } = useSearchPlanFilters(planKey, { keyword: '' });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filters);
  const { data: rows = [], isFetching } = useListProductsQuery({ ...filters, pageIndex, pageSize });
  const { data: total = 0 } = useCountProductsQuery(filters);
  const [dialog, setDialog] = useState<{ product: ProductRow | null } | null>(null);
  const [remove] = useDeleteProductsMutation();
  const [exportProducts] = useExportProductsMutation();

  const columns: DataColumn<ProductRow>[] = [
    { key: 'name', title: '产品名称', dataIndex: 'name', render: (name: string, p) => <Link href={detailHref(p.id)}>{name}</Link> },
    { key: 'model', title: '型号', dataIndex: 'model', render: (v: string) => v || '-' },
    { key: 'category', title: '分类', dataIndex: 'category', render: (v: string) => v || '-' },
    { key: 'warranty', title: '质保期', render: (_: unknown, p) => warrantyTermsText(p) },
    { key: 'customerProductCount', title: '客户产品数', dataIndex: 'customerProductCount', width: 110 },
  ];
  const actions: DataColumn<ProductRow> = {
    title: '操作',
    key: 'actions',
    width: 140,
    render: (_: unknown, p) => (
      <RowActions name={p.name} noun="产品" onEdit={() => setDialog({ product: p })} onDelete={() => toastResult(remove([p.id]).unwrap(), Messages.deleteOk)} />
    ),
  };
  const { shown, chooser } = useCustomFieldColumns('allProduct', columns, customFields, canManage ? actions : undefined);

  return (
    <>
      <ListToolbar
        filters={<KeywordSearch scan placeholder="搜索产品名称或型号" width={260} value={filters.keyword} onSearch={(keyword) => update({ keyword })} />}
        plans={planMenu}
        actions={
          <Space>
            {sheets && (
              <SheetButtons
                canImport={canManage}
                onExport={() => exportProducts(filters).unwrap()}
                title="导入产品"
                importUrl={ProductPaths.import}
                templateUrl={ProductPaths.importTemplate}
                listTag="Products"
              />
            )}
            {canManage && (
              <Button type="primary" onClick={() => setDialog({ product: null })}>
                新增产品
              </Button>
            )}
            {chooser}
          </Space>
        }
      />
      <Table
        rowKey="id"
        loading={isFetching}
        columns={shown}
        data={rows}
        pagination={pagination(total)}
      />
      {dialog && <ProductDialog product={dialog.product} customFields={customFields} onClose={() => setDialog(null)} />}
    </>
  );
}
