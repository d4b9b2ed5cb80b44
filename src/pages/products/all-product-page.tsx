import { Card } from '@arco-design/web-react';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { ProductTable } from '@/features/products/components/product-table';
import { DetailFieldsButton } from './detail-fields-drawer';
import { productPaths } from '@/features/products/product-paths';
import { useDetailFields, useProductAccess } from '@/features/products/use-product-access';

/** /allProduct 产品档案: the product models. */
export default function AllProductPage() {
  const { manages, admin } = useProductAccess();
  const customFields = useDetailFields(DetailEntityType.product);
  return (
    <Card bordered={false} title="产品档案" extra={admin && <DetailFieldsButton type={DetailEntityType.product} />}>
      <ProductTable canManage={manages} customFields={customFields} detailHref={productPaths.productDetails} planKey="allProduct" sheets />
    </Card>
  );
}
