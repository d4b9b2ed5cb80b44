import { Button, Space } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { CONTRACT_WRITERS } from '@domain/contracts/contracts.constants';
import type { RoleType } from '@domain/shell/roles';
import type { ContractFilter } from '@domain/contracts/contracts.schemas';
import { ContractPaths } from '@domain/contracts/contracts.paths';
import { SheetButtons } from '@/components/sheet-import-dialog/sheet-buttons';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { useExportContractsMutation } from '../contracts.api';
import { ContractDialog } from './contract-dialog';
import { ContractTable } from './contract-table';
import { paths } from '@/app/paths';

export interface ContractsPanelProps {
  customerId?: number;
  /** The client field of the add dialog. */
  customerPicker: ReactNode;
  /** Saved search plans of this list screen (none inside a detail page). */
  planKey?: string;
  /** Import and export through the download centre (the contracts screen). */
  sheets?: boolean;
}

/** Sales contracts with 新增合同 (and 导入) for the people who write them. */
export function ContractsPanel({ customerId, customerPicker, planKey, sheets }: ContractsPanelProps) {
  const { data: user } = useGetSessionUserQuery();
  const role = user?.sysrole as RoleType | undefined;
  const customFields = useDetailFields(DetailEntityType.saleContract);
  const [adding, setAdding] = useState(false);
  const [exportContracts] = useExportContractsMutation();
  const writes = role !== undefined && CONTRACT_WRITERS.includes(role);
  const actions = (filter: Partial<ContractFilter>) => (
    <Space>
      {sheets && (
        <SheetButtons
          canImport={writes}
          onExport={() => exportContracts(filter).unwrap()}
          title="导入销售合同"
          importUrl={ContractPaths.import}
          templateUrl={ContractPaths.importTemplate}
          listTag="Contracts"
        />
      )}
      {writes && (
        <Button type="primary" onClick={() => setAdding(true)}>
          新增合同
        </Button>
      )}
    </Space>
  );
  return (
    <>
      <ContractTable customerId={customerId} customFields={customFields} detailHref={paths.contracts.detail} customerHref={customerId ? undefined : paths.products.customerDetail} actions={actions} planKey={planKey} />
      {adding && <ContractDialog contract={null} customerId={customerId} customerPicker={customerPicker} customFields={customFields} onClose={() => setAdding(false)} />}
    </>
  );
}
