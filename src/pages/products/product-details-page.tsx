import { Card, Descriptions, Result, Spin } from '@arco-design/web-react';
import { useParams } from 'wouter';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { CustomerProductTable } from '@/features/products/components/customer-product-table';
import { useGetProductQuery } from '@/features/products/products.api';
import { useTabName } from '@/app/shell/use-tab-name';
import { warrantyTermsText } from '@/features/products/warranty-text';
import { errorMessage } from '@/lib/errors';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { paths } from '@/app/paths';

/** /allProduct/Productdetails/{id}: a product model, its custom fields and the customer products of it. */
export default function ProductDetailsPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: product, error } = useGetProductQuery(id, { skip: !(id > 0) });
  useTabName(product?.name);
  const customFields = useDetailFields(DetailEntityType.product);
  if (!(id > 0)) return <Result status="404" title="产品不存在" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!product) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <>
      <Card bordered={false} title={product.name}>
        <Descriptions
          column={2}
          data={[
            { label: '产品名称', value: product.name },
            { label: '产品型号', value: product.model || '-' },
            { label: '产品分类', value: product.category || '-' },
            { label: '质保期', value: warrantyTermsText(product) },
            { label: '产品描述', value: product.description || '-' },
            { label: '客户产品数', value: product.customerProductCount },
          ]}
        />
        <CustomValuesSection fields={customFields} value={product.customValues} readonly />
      </Card>
      <Card bordered={false} title="客户产品" style={{ marginTop: 16 }}>
        <CustomerProductTable productId={product.id} canManage={false} detailHref={paths.products.customerProductDetail} customerHref={paths.products.customerDetail} />
      </Card>
    </>
  );
}
