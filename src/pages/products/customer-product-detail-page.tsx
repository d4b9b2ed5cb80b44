import { Button, Card, Descriptions, Empty, Message, Result, Space, Spin, Table, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { CustomerProductDetail } from '@domain/products/products.schemas';
import { ProductPaths } from '@domain/products/products.paths';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { BindQrForm } from '@/features/products/components/bind-qr-form';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { CustomerProductDialog } from '@/features/products/components/customer-product-dialog';
import { useGenerateQrMutation, useGetCustomerProductQuery } from '@/features/products/products.api';
import { useTabName } from '@/app/shell/use-tab-name';
import { WARRANTY_STATUS_COLORS, warrantyStatusText, warrantyTermsText } from '@/features/products/warranty-text';
import { errorMessage } from '@/lib/errors';
import { CustomerField } from '@/features/customers/components/customer-field';
import { ProductRepairs } from '@/features/repair/components/product-repairs';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { useProductAccess } from '@/features/products/use-product-access';
import { paths } from '@/app/paths';

/** The product as the origin of a new order or event (spec part 1 section 2, the /createOrder and /newEvent queries). */
function originQuery({ customerPro: p, customer }: CustomerProductDetail) {
  const query = new URLSearchParams({ customerProductId: String(p.id), customerProductName: p.name, productId: String(p.productId) });
  if (p.customerId) query.set('customerId', String(p.customerId));
  if (customer) query.set('customerName', customer.name);
  return query;
}

function QrCard({ detail, canWrite }: { detail: CustomerProductDetail; canWrite: boolean }) {
  const [generate, { isLoading }] = useGenerateQrMutation();
  const [, navigate] = useLocation();
  const { qr } = detail.customerPro;
  const handleGenerate = async () => {
    try {
      await generate({ customerProductIds: [detail.customerPro.id] }).unwrap();
      Message.success('二维码已生成');
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <Card bordered={false} title="产品二维码" style={{ marginTop: 16 }}>
      {qr ? (
        <Space align="start" size="large">
          <img src={`/api${ProductPaths.qrImg}?id=${qr.id}`} alt="产品二维码" width={160} height={160} />
          <Space direction="vertical">
            <span>客户扫码即可打开产品服务页面并申请服务。</span>
            <a href={qr.url} target="_blank" rel="noreferrer">
              {qr.url}
            </a>
            <Space>
              <Button type="primary" onClick={() => navigate(paths.products.qrSheet(0, [qr.id]))}>
                打印二维码
              </Button>
              <Button href={`/api${ProductPaths.qrImg}?id=${qr.id}`} download={`${detail.customerPro.name}-二维码.png`}>
                下载图片
              </Button>
            </Space>
          </Space>
        </Space>
      ) : (
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          <Empty description="还没有二维码" />
          {canWrite && (
            <>
              <Button type="primary" loading={isLoading} onClick={handleGenerate}>
                生成二维码
              </Button>
              <BindQrForm customerProductId={detail.customerPro.id} />
            </>
          )}
        </Space>
      )}
    </Card>
  );
}

/** /productManage/productDetail/{productId}/{id}/{customerId?}: one customer product. */
export default function CustomerProductDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: detail, error } = useGetCustomerProductQuery(id, { skip: !(id > 0) });
  useTabName(detail?.customerPro.name);
  const { writes } = useProductAccess();
  const customFields = useDetailFields(DetailEntityType.customerProduct);
  const [editing, setEditing] = useState(false);
  if (!(id > 0)) return <Result status="404" title="客户产品不存在" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!detail) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  const p = detail.customerPro;
  const extra = (
    <Space>
      <Link href={paths.orders.create(originQuery(detail))} asChild>
        <Button type="primary">新建工单</Button>
      </Link>
      <Link href={paths.events.newEventFrom(originQuery(detail))} asChild>
        <Button>新建事件</Button>
      </Link>
      {writes && <Button onClick={() => setEditing(true)}>编辑</Button>}
    </Space>
  );
  return (
    <>
      <Card bordered={false} title={p.name} extra={extra}>
        <Descriptions
          column={2}
          data={[
            { label: '产品', value: <Link href={paths.products.productDetails(p.productId)}>{`${p.productName}${p.productModel ? `（${p.productModel}）` : ''}`}</Link> },
            { label: '序列号', value: p.serialNumber || '-' },
            { label: '客户', value: detail.customer ? <Link href={paths.products.customerDetail(detail.customer.id)}>{detail.customer.name}</Link> : '-' },
            { label: '地址', value: p.address || '-' },
            { label: '购买日期', value: p.purchaseDate ?? '-' },
            { label: '安装日期', value: p.installDate ?? '-' },
            { label: '交付日期', value: p.deliveryDate ?? '-' },
            { label: '生产日期', value: p.productionDate ?? '-' },
            { label: '质保期', value: warrantyTermsText(p) },
            { label: '质保状态', value: <Tag color={WARRANTY_STATUS_COLORS[p.warrantyStatus]}>{warrantyStatusText(p.warrantyStatus)}</Tag> },
            { label: '质保开始日期', value: p.warrantyStart ?? '-' },
            { label: '质保结束日期', value: p.warrantyEnd ?? '-' },
          ]}
        />
        <CustomValuesSection fields={customFields} value={p.customValues} readonly />
      </Card>
      <QrCard detail={detail} canWrite={writes} />
      <Card bordered={false} title="扫码报修记录" style={{ marginTop: 16 }}>
        <Table
          rowKey="id"
          pagination={false}
          data={detail.requests}
          columns={[
            { title: '提交时间', dataIndex: 'createTime', render: (v: string) => new Date(v).toLocaleString('zh-CN', { hour12: false }) },
            { title: '联系人', dataIndex: 'contactName' },
            { title: '联系电话', dataIndex: 'phone' },
            { title: '问题描述', dataIndex: 'description' },
          ]}
        />
      </Card>
      <ProductRepairs customerProductId={p.id} />
      {editing && <CustomerProductDialog row={p} customerPicker={<CustomerField />} customFields={customFields} onClose={() => setEditing(false)} />}
    </>
  );
}
