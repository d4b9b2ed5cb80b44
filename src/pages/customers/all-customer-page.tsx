import { Button, Card, Message, Modal, Space } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { CustomerPaths } from '@domain/customers/customers.paths';
import { Role } from '@domain/shell/roles';
import { useCustomFieldColumns } from '@/components/custom-field-form/use-custom-field-columns';
import { DataTable, type RowKey } from '@/components/data-table/data-table';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { FilterPanel, type FilterValues } from '@/components/filter-panel/filter-panel';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { CallPhone } from '@/features/call-center/components/call-phone';
import { customerColumns } from '@/features/customers/components/customer-columns';
import {
  useCheckCustomerDeleteMutation,
  useCountCustomersQuery,
  useCustomerTemplateQuery,
  useDeleteCustomersMutation,
  useExportCustomersMutation,
  useListCustomersQuery,
} from '@/features/customers/customers.api';
import { useHostAdapter } from '@/features/hosts/use-host-adapter';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { SheetImportDialog } from '@/components/sheet-import-dialog/sheet-import-dialog';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerGrantDialog } from './customer-grant-dialog';
import { customerQueryOf, useCustomerFilterFields } from './use-customer-filter-fields';
import { paths } from '@/app/paths';

const EDITORS: number[] = [Role.admin, Role.dispatcher, Role.salesperson, Role.reception];
const MANAGERS: number[] = [Role.admin, Role.dispatcher];
// The call icon beside the customer's and the default contact's phones (seat users only; CallPhone shows nothing to others).
const COLUMNS = customerColumns(paths.customers.detail, (phone, r) => <CallPhone phone={phone} customerId={r.id} />);

/** /allCustomer: the customer list with every filter, saved plans, add, grants, import, export and delete. */
export default function AllCustomerPage() {
  const { data: session } = useGetSessionUserQuery();
  const role = session?.sysrole ?? 0;
  const adapter = useHostAdapter();
  const [externalUserid, setExternalUserid] = useState<string | null>(null);
  useEffect(() => {
    void adapter?.currentExternalContact().then(setExternalUserid).catch(() => setExternalUserid(null));
  }, [adapter]);
  const fields = useCustomerFilterFields(externalUserid !== null);
  const { filters, setFilters, planMenu } = useSearchPlanFilters<FilterValues>('allCustomer', {});
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(filters);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [grantMode, setGrantMode] = useState<'grant' | 'revoke' | null>(null);
  const query = customerQueryOf(filters);
  const { data: rows = [], isFetching } = useListCustomersQuery({ ...query, pageIndex, pageSize });
  // The template centre's customer fields are columns too, hidden until chosen in 列设置.
  const { data: template } = useCustomerTemplateQuery();
  const { shown, chooser } = useCustomFieldColumns<CustomerRow>('allCustomer', COLUMNS, template?.form.fields);
  const { data: total = 0 } = useCountCustomersQuery(query);
  const [check] = useCheckCustomerDeleteMutation();
  const [remove] = useDeleteCustomersMutation();
  const [exportCustomers] = useExportCustomersMutation();
  const ids = selected.map(Number);

  const handleDelete = async () => {
    if (ids.length === 0) return Message.warning('请选择需要删除的行');
    const busy = await check(ids).unwrap().catch(() => []);
    const explain = busy.map((b) => `「${b.customerName}」还有${b.openOrders}个未完成的工单`).join('；');
    Modal.confirm({
      title: `确定删除选中的${ids.length}个客户吗？`,
      content: busy.length ? `${explain}。删除后这些工单仍保留原客户信息，客户可在回收站还原。` : '删除的客户进入回收站，可以还原。',
      onOk: async () => {
        try {
          const openOrders = ids.map((id) => busy.find((b) => b.customerId === id)?.openOrders ?? 0);
          const res = await remove({ ids, openOrders }).unwrap();
          Message.success(res.message ?? '删除成功');
          setSelected([]);
        } catch (error) {
          Message.error(errorMessage(error));
        }
      },
    });
  };

  const handleExport = async (selectedOnly: boolean) => {
    if (selectedOnly && ids.length === 0) return Message.warning('未选中数据');
    if (!selectedOnly && total === 0) return Message.warning('导出数据不能为空');
    await toastResult(exportCustomers(selectedOnly ? { ids } : query).unwrap(), '已加入下载中心');
  };

  return (
    <Card title="客户">
      <FilterPanel fields={fields} value={filters} onSearch={setFilters} plans={planMenu} />
      <Space style={{ marginBottom: 12 }} wrap>
        {EDITORS.includes(role) && (
          <Button type="primary" onClick={() => setAdding(true)}>
            新增客户
          </Button>
        )}
        {MANAGERS.includes(role) && (
          <>
            <Button onClick={() => (ids.length ? setGrantMode('grant') : Message.warning('未选中数据'))}>批量授权</Button>
            <Button onClick={() => (ids.length ? setGrantMode('revoke') : Message.warning('未选中数据'))}>取消授权</Button>
            <Button onClick={() => setImporting(true)}>导入</Button>
            <Button status="danger" onClick={handleDelete}>
              删除
            </Button>
          </>
        )}
        <Button onClick={() => handleExport(false)}>导出</Button>
        <Button onClick={() => handleExport(true)}>导出选中</Button>
        {chooser}
      </Space>
      <DataTable
        aria-label="客户列表"
        rowKey="id"
        columns={shown}
        data={rows}
        loading={isFetching}
        paging={tablePaging(total)}
        selection={{ selected, onChange: setSelected }}
        noDataText="暂无客户"
      />
      <CustomerFormDialog visible={adding} onClose={() => setAdding(false)} />
      <SheetImportDialog
        visible={importing}
        onClose={() => setImporting(false)}
        title="导入客户"
        importUrl={CustomerPaths.import}
        templateUrl={CustomerPaths.importTemplate}
        listTag="Customers"
      />
      <CustomerGrantDialog mode={grantMode} customerIds={ids} onClose={() => setGrantMode(null)} />
    </Card>
  );
}
