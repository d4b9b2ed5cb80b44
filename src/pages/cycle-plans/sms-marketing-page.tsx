import { Alert, Button, Card, Checkbox, Input, Result, Select, Space, Spin, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { renderTemplate, SAMPLE_VALUES } from '@domain/notifications/template-variables';
import { useGetCyclePlanQuery, useSendCyclePlanSmsMutation } from '@/features/cycle-plans/cycle-plans.api';
import { useListSmsTemplatesQuery } from '@/features/notifications/notifications.api';
import { toastResult } from '@/lib/toast-result';

/** /cyclePlan/SMSmarketing/{id}: a text to the plan's customers' default contacts, from an SMS template or typed. */
export default function SmsMarketingPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: plan, isLoading, isError } = useGetCyclePlanQuery(id);
  const { data: templates = [] } = useListSmsTemplatesQuery();
  const [send, { isLoading: sending, data: result }] = useSendCyclePlanSmsMutation();
  const [content, setContent] = useState('');
  const [chosen, setChosen] = useState<number[] | null>(null);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !plan) return <Result status="404" title="客户服务计划不存在" />;
  const customerIds = chosen ?? plan.customers.map((c) => c.id);

  const handleSend = () => toastResult(send({ id, customerIds, content }).unwrap(), '短信已提交');

  return (
    <Card bordered={false} title={`短信营销：${plan.name}`}>
      <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 720 }}>
        <div>
          <Typography.Text bold>接收客户（发送到默认联系人手机）</Typography.Text>
          <Checkbox.Group value={customerIds} onChange={setChosen} options={plan.customers.map((c) => ({ value: c.id, label: c.name }))} style={{ display: 'block', marginTop: 8 }} />
        </div>
        <Select placeholder="选择短信模板（可选）" allowClear onChange={(tid) => setContent(templates.find((t) => t.id === tid)?.content ?? '')} options={templates.map((t) => ({ value: t.id, label: t.name }))} />
        <Input.TextArea
          value={content}
          onChange={setContent}
          maxLength={300}
          showWordLimit
          autoSize={{ minRows: 4 }}
          placeholder="短信内容，可用变量：{{客户名称}} {{联系人}} {{联系电话}} {{服务地址}} {{客服热线}}"
        />
        {content && <Alert type="info" title="预览" content={renderTemplate(content, SAMPLE_VALUES)} />}
        {result?.data && result.data.skipped.length > 0 && <Alert type="warning" content={`没有手机号未发送：${result.data.skipped.map((c) => c.name).join('、')}`} />}
        <Button type="primary" loading={sending} disabled={!content.trim() || customerIds.length === 0} onClick={handleSend}>
          发送短信（{customerIds.length} 位客户）
        </Button>
      </Space>
    </Card>
  );
}
