import { Alert, Breadcrumb, Card, Space } from '@arco-design/web-react';
import { SignatureState } from '@domain/notifications/sms.schemas';
import { SignatureApplyForm } from '@/features/notifications/components/signature-apply-form';
import { SignatureTable } from '@/features/notifications/components/signature-table';
import { useListSmsSignaturesQuery } from '@/features/notifications/notifications.api';

/** /smsMEssage/applyMessage 短信签名: apply for the 【签名】 the enterprise's SMS start with. */
export default function ApplyMessagePage() {
  const { data: signatures = [], isFetching } = useListSmsSignaturesQuery();
  const approved = signatures.find((s) => s.state === SignatureState.approved);
  const pending = signatures.some((s) => s.state === SignatureState.applied);
  return (
    <Card
      bordered={false}
      title={
        <Breadcrumb>
          <Breadcrumb.Item key="sms">短信通知</Breadcrumb.Item>
          <Breadcrumb.Item key="apply">申请短信签名</Breadcrumb.Item>
        </Breadcrumb>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          content={`短信签名由平台审核，通过后企业发出的短信以【签名】开头。${approved ? `当前使用的签名：【${approved.signature}】。` : '审核通过前，短信不带签名发送。'}${pending ? '已有审核中的申请，请等待审核结果。' : ''}`}
        />
        <SignatureApplyForm pending={pending} />
        <SignatureTable signatures={signatures} loading={isFetching} />
      </Space>
    </Card>
  );
}
