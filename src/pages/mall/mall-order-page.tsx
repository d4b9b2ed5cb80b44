import { Card } from '@arco-design/web-react';
import { paths } from '@/app/paths';
import { MallOrderTable } from '@/features/mall/components/mall-order-table';

/** /mallOrder 商城订单: the orders portal customers placed. */
export default function MallOrderPage() {
  return (
    <Card bordered={false} title="商城订单">
      <MallOrderTable detailHref={paths.mall.order} />
    </Card>
  );
}
