import { Card } from '@arco-design/web-react';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { ProductTable } from '@/features/products/components/product-table';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { DetailFieldsButton } from '@/features/templates/components/detail-fields-button';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { useProductAccess } from '@/features/products/use-product-access';
import { paths } from '@/app/paths';

/** /allProduct 产品档案: the product models. */
export default function AllProductPage() {
  const { manages, admin } = useProductAccess();
  const customFields = useDetailFields(DetailEntityType.product);
  return (
    <Card bordered={false} title="产品档案" extra={admin && <DetailFieldsButton type={DetailEntityType.product} designer={FormBuilder} />}>
      <ProductTable canManage={manages} customFields={customFields} detailHref={paths.products.productDetails} planKey="allProduct" sheets />
    </Card>
  );
}
