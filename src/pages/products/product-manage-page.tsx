import { Card } from '@arco-design/web-react';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { CustomerProductsPanel } from '@/features/products/components/customer-products-panel';
import { useProductAccess } from '@/features/products/use-product-access';
import { CustomerField } from './customer-field';
import { DetailFieldsButton } from './detail-fields-drawer';

/** /productManage 客户产品. */
export default function ProductManagePage() {
  const { admin } = useProductAccess();
  return (
    <Card bordered={false} title="客户产品" extra={admin && <DetailFieldsButton type={DetailEntityType.customerProduct} />}>
      <CustomerProductsPanel customerPicker={<CustomerField />} planKey="productManage" />
    </Card>
  );
}
