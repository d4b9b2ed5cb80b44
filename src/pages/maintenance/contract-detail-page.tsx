import { Button, Card, Descriptions, Result, Spin, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { MaintenanceContractOp } from '@domain/maintenance/contract.machine';
import type { MaintenancePlanRow } from '@domain/maintenance/maintenance.schemas';
import { scheduleText } from '@domain/maintenance/schedule';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { useTabName } from '@/app/shell/use-tab-name';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { MaintenanceContractActions } from '@/features/maintenance/components/contract-actions';
import { ContractStatusTag } from '@/features/maintenance/components/maintenance-tags';
import { productColumns } from '@/features/maintenance/components/product-columns';
import { MaintenanceTaskTable } from '@/features/maintenance/components/task-table';
import { useGetMaintenanceContractQuery, useListMaintenancePlansQuery } from '@/features/maintenance/maintenance.api';
import { MaintenanceContractDialog } from './contract-dialog';
import { MaintenancePlanDialog } from './plan-dialog';
import { paths } from '@/app/paths';

/** /maintenance/MaintenanceContract/{id}: the contract, its products, its plans and their tasks. */
export default function MaintenanceContractDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const [, navigate] = useLocation();
  const { data: contract, isLoading, isError } = useGetMaintenanceContractQuery(id, { skip: !(id > 0) });
  const { data: plans = [] } = useListMaintenancePlansQuery({ contractId: id, pageIndex: 0, pageSize: 100 }, { skip: !(id > 0) });
  const customFields = useDetailFields(DetailEntityType.maintenanceContract);
  const [editing, setEditing] = useState(false);
  const [addingPlan, setAddingPlan] = useState(false);
  useTabName(contract?.name);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !contract) return <Result status="404" title="维保合同不存在" />;
  const open = contract.allowedOperations.includes(MaintenanceContractOp.edit);
  const planColumns: TableColumnProps<MaintenancePlanRow>[] = [
    { title: '计划名称', dataIndex: 'name', render: (name: string, p) => <Link href={paths.maintenance.plan(p.id)}>{name}</Link> },
    { title: '工单类型', key: 'template', render: (_: unknown, p) => p.template?.name ?? '-' },
    { title: '频率', key: 'schedule', width: 100, render: (_: unknown, p) => scheduleText({ ...p, unit: p.cycleUnit, every: p.cycleEvery }) },
    { title: '计划期限', key: 'period', width: 210, render: (_: unknown, p) => `${p.startDate} 至 ${p.endDate}` },
    { title: '任务数', dataIndex: 'taskCount', width: 80 },
  ];
  return (
    <Card bordered={false} title={contract.name} extra={<MaintenanceContractActions contract={contract} onEdit={() => setEditing(true)} onDeleted={() => navigate(paths.maintenance.list)} />}>
      <Descriptions
        column={2}
        data={[
          { label: '合同名称', value: contract.name },
          { label: '客户名称', value: <Link href={paths.products.customerDetail(contract.customer.id)}>{contract.customer.name}</Link> },
          { label: '服务期限', value: `${contract.startDate} 至 ${contract.endDate}` },
          { label: '合同金额', value: contract.amount },
          { label: '合同状态', value: <ContractStatusTag status={contract.status} /> },
          { label: '创建人', value: contract.createdBy?.name ?? '-' },
          { label: '备注', value: contract.remark || '-', span: 2 },
        ]}
      />
      <CustomValuesSection fields={customFields} value={contract.customValues} readonly />
      <h3>维保产品</h3>
      <Table rowKey="id" columns={productColumns} data={contract.products} pagination={false} noDataElement="还没有产品" />
      <h3 style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        维保计划
        {open && (
          <Button type="primary" size="small" onClick={() => setAddingPlan(true)}>
            新增维保计划
          </Button>
        )}
      </h3>
      <Table rowKey="id" columns={planColumns} data={plans} pagination={false} noDataElement="还没有计划" />
      <h3>维保任务</h3>
      <MaintenanceTaskTable contractId={contract.id} taskHref={paths.maintenance.task} orderHref={paths.orders.detail} />
      {editing && <MaintenanceContractDialog contract={contract} customFields={customFields} onClose={() => setEditing(false)} />}
      {addingPlan && <MaintenancePlanDialog contract={contract} plan={null} onClose={() => setAddingPlan(false)} />}
    </Card>
  );
}
