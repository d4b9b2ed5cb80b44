import { Button } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { CONTRACT_WRITERS } from '@domain/contracts/contracts.constants';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { productPaths } from '@/features/products/product-paths';
import { useDetailFields, useProductAccess } from '@/features/products/use-product-access';
import { contractDetailHref } from '../contract-paths';
import { ContractDialog } from './contract-dialog';
import { ContractTable } from './contract-table';

export interface ContractsPanelProps {
  customerId?: number;
  /** The client field of the add dialog. */
  customerPicker: ReactNode;
  /** Saved search plans of this list screen (none inside a detail page). */
  planKey?: string;
}

/** Sales contracts with 新增合同 for the people who write them. */
export function ContractsPanel({ customerId, customerPicker, planKey }: ContractsPanelProps) {
  const { role } = useProductAccess();
  const customFields = useDetailFields(DetailEntityType.saleContract);
  const [adding, setAdding] = useState(false);
  const add =
    role !== undefined && CONTRACT_WRITERS.includes(role) ? (
      <Button type="primary" onClick={() => setAdding(true)}>
        新增合同
      </Button>
    ) : undefined;
  return (
    <>
      <ContractTable customerId={customerId} detailHref={contractDetailHref} customerHref={customerId ? undefined : productPaths.customerDetail} actions={add} planKey={planKey} />
      {adding && <ContractDialog contract={null} customerId={customerId} customerPicker={customerPicker} customFields={customFields} onClose={() => setAdding(false)} />}
    </>
  );
}
