import { Button, Card } from '@arco-design/web-react';
import { useState } from 'react';
import { CONTRACT_WRITERS } from '@domain/contracts/contracts.constants';
import type { RoleType } from '@domain/shell/roles';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { ContractDialog } from '@/features/contracts/components/contract-dialog';
import { ContractTable } from '@/features/contracts/components/contract-table';
import { useGetSessionUserQuery } from '@/features/session/session.api';
import { CustomerField } from '../products/customer-field';
import { DetailFieldsButton } from '../products/detail-fields-drawer';
import { productPaths } from '../products/product-paths';
import { useDetailFields, useProductAccess } from '../products/use-product-access';

export const contractDetailHref = (id: number) => `/salesContractDetail?id=${id}`;

export interface ContractsPanelProps {
  customerId?: number;
}

/** Sales contracts with 新增合同 for the people who write them. */
export function ContractsPanel({ customerId }: ContractsPanelProps) {
  const { data: user } = useGetSessionUserQuery();
  const customFields = useDetailFields(DetailEntityType.saleContract);
  const [adding, setAdding] = useState(false);
  const writes = user !== undefined && CONTRACT_WRITERS.includes(user.sysrole as RoleType);
  const add = writes ? (
    <Button type="primary" onClick={() => setAdding(true)}>
      新增合同
    </Button>
  ) : undefined;
  return (
    <>
      <ContractTable customerId={customerId} detailHref={contractDetailHref} customerHref={customerId ? undefined : productPaths.customerDetail} actions={add} />
      {adding && <ContractDialog contract={null} customerId={customerId} customerPicker={<CustomerField />} customFields={customFields} onClose={() => setAdding(false)} />}
    </>
  );
}

/** /salesContract 销售合同. */
export default function SalesContractPage() {
  const { admin } = useProductAccess();
  return (
    <Card bordered={false} title="销售合同" extra={admin && <DetailFieldsButton type={DetailEntityType.saleContract} />}>
      <ContractsPanel />
    </Card>
  );
}
