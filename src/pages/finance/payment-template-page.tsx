import { Card } from '@arco-design/web-react';
import { PaymentTemplateTable } from '@/features/finance/components/payment-template-table';

/** /receivePaymentSetting 收款模板 (settings, 财务设置): the payment templates order types use. */
export default function PaymentTemplatePage() {
  return (
    <Card bordered={false}>
      <PaymentTemplateTable />
    </Card>
  );
}
