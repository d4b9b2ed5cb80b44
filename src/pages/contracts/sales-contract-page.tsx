import { Card } from '@arco-design/web-react';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { ContractsPanel } from '@/features/contracts/components/contracts-panel';
import { useProductAccess } from '@/features/products/use-product-access';
import { CustomerField } from '@/features/customers/components/customer-field';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { DetailFieldsButton } from '@/features/templates/components/detail-fields-button';

/** /salesContract 销售合同. */
export default function SalesContractPage() {
  const { admin } = useProductAccess();
  return (
    <Card bordered={false} title="销售合同" extra={admin && <DetailFieldsButton type={DetailEntityType.saleContract} designer={FormBuilder} />}>
      <ContractsPanel customerPicker={<CustomerField />} planKey="salesContract" sheets />
    </Card>
  );
}
