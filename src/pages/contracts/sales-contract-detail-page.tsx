import { Button, Card, Descriptions, Result, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { ContractActions } from '@/features/contracts/components/contract-actions';
import { ContractDialog } from '@/features/contracts/components/contract-dialog';
import { ApprovalTag, StatusTag } from '@/features/contracts/components/contract-tags';
import { useGetContractQuery } from '@/features/contracts/contracts.api';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { errorMessage } from '@/lib/errors';
import { CustomerField } from '@/features/customers/components/customer-field';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { paths } from '@/app/paths';

const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** /salesContractDetail?id=: a contract, its approval and lifecycle, and 创建工单 from it. */
export default function SalesContractDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const { data: contract, error } = useGetContractQuery(id, { skip: !(id > 0) });
  const customFields = useDetailFields(DetailEntityType.saleContract);
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  if (!(id > 0)) return <Result status="404" title="合同不存在" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!contract) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  const orderHref = paths.orders.create({ belongSaleContractId: String(contract.id), customerId: String(contract.customerId) });
  const createOrderButton = (enabled: boolean) =>
    enabled ? (
      <Link href={orderHref} asChild>
        <Button type="outline">创建工单</Button>
      </Link>
    ) : null;
  return (
    <Card
      bordered={false}
      title={`${contract.contractNo} ${contract.name}`}
      extra={
        <ContractActions contract={contract} onEdit={() => setEditing(true)} onDeleted={() => navigate('/salesContract')} createOrderButton={createOrderButton} />
      }
    >
      <Descriptions
        column={2}
        data={[
          { label: '合同编号', value: contract.contractNo },
          { label: '合同名称', value: contract.name },
          { label: '客户', value: contract.customerName ? <Link href={paths.products.customerDetail(contract.customerId)}>{contract.customerName}</Link> : '-' },
          { label: '签订日期', value: contract.signedDate },
          { label: '合同状态', value: <StatusTag status={contract.status} /> },
          { label: '审批状态', value: <ApprovalTag state={contract.approvalState} /> },
          { label: '签订人', value: contract.signer?.name ?? '-' },
          { label: '开始日期', value: contract.startDate ?? '-' },
          { label: '结束日期', value: contract.endDate ?? '-' },
          { label: '创建人', value: contract.createdBy?.name ?? '-' },
          { label: '审批人', value: contract.approvedBy ? `${contract.approvedBy.name}（${fmt(contract.approvedAt)}）` : '-' },
          { label: '驳回原因', value: contract.rejectReason || '-' },
        ]}
      />
      <CustomValuesSection fields={customFields} value={contract.customValues} readonly />
      {editing && <ContractDialog contract={contract} customerPicker={<CustomerField />} customFields={customFields} onClose={() => setEditing(false)} />}
    </Card>
  );
}
