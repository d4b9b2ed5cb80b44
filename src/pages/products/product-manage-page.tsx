import { Card } from '@arco-design/web-react';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { CustomerProductsPanel } from '@/features/products/components/customer-products-panel';
import { useProductAccess } from '@/features/products/use-product-access';
import { CustomerField } from '@/features/customers/components/customer-field';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { DetailFieldsButton } from '@/features/templates/components/detail-fields-button';

/** /productManage 客户产品. */
export default function ProductManagePage() {
  const { admin } = useProductAccess();
  return (
    <Card bordered={false} title="客户产品" extra={admin && <DetailFieldsButton type={DetailEntityType.customerProduct} designer={FormBuilder} />}>
      <CustomerProductsPanel customerPicker={<CustomerField />} planKey="productManage" />
    </Card>
  );
}
