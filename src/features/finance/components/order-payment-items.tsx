import { Alert, Button, Descriptions, Empty, Form, Input, InputNumber, Modal, Select, Space, Spin, Table, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import { FinanceTexts, PAYMENT_ITEM_TYPE_NAMES, PAYMENT_MODE_NAMES, PaymentMode, type PaymentModeCode } from '@domain/finance/finance.constants';
import type { ItemCollectionRow, OrderPaymentTemplates, TemplateItem } from '@domain/finance/finance.schemas';
import { formatDateTime } from '@domain/format/date';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { SafeImage } from '@/components/uploads/safe-image';
import { UploadField } from '@/components/uploads/upload-field';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { useCollectItemMutation, useOrderPaymentItemsQuery } from '../finance.api';

type Item = TemplateItem & { collected: string; collections: ItemCollectionRow[] };
type Target = { templateId: number; templateName: string; item: Item };

export interface OrderPaymentItemsProps {
  orderId: number;
  /** Finance (and the administrator) record collections; others only read them. */
  canCollect: boolean;
}

const modeOptions = Object.entries(PAYMENT_MODE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/** 收款项: the payment templates of the order's type, each item with what was collected of it (mode, amount, proof). */
export function OrderPaymentItems({ orderId, canCollect }: OrderPaymentItemsProps) {
  const { data, isLoading, error } = useOrderPaymentItemsQuery(orderId);
  const [target, setTarget] = useState<Target | null>(null);
  if (isLoading) return <Spin />;
  if (!data) return <Empty description={error ? errorMessage(error) : '暂无收款项'} />;
  if (data.templates.length === 0) return <Empty description="该工单类型未设置收款模板" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {data.frozen && <Alert type="warning" content={FinanceTexts.frozen} />}
      {data.templates.map((t) => (
        <TemplateItems key={t.id} template={t} frozen={data.frozen} canCollect={canCollect} onCollect={(item) => setTarget({ templateId: t.id, templateName: t.name, item })} />
      ))}
      {target && <CollectItemDialog orderId={orderId} target={target} onClose={() => setTarget(null)} />}
    </Space>
  );
}

function TemplateItems({
  template,
  frozen,
  canCollect,
  onCollect,
}: {
  template: OrderPaymentTemplates['templates'][number];
  frozen: boolean;
  canCollect: boolean;
  onCollect: (item: Item) => void;
}) {
  return (
    <div>
      <Typography.Title heading={6}>{template.name}</Typography.Title>
      <Table
        rowKey="name"
        pagination={false}
        data={template.items}
        expandedRowRender={(item) => (item.collections.length > 0 ? <Collections rows={item.collections} /> : null)}
        columns={[
          { title: '收款项', dataIndex: 'name' },
          { title: '款项类型', dataIndex: 'itemType', render: (type: Item['itemType']) => PAYMENT_ITEM_TYPE_NAMES[type] },
          { title: '应收（元）', dataIndex: 'amount', render: (amount: string | null) => amount ?? '—' },
          { title: '已收（元）', dataIndex: 'collected' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, item: Item) =>
              canCollect && !frozen ? (
                <Button type="text" size="small" onClick={() => onCollect(item)}>
                  收款
                </Button>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

function Collections({ rows }: { rows: ItemCollectionRow[] }) {
  return (
    <Space direction="vertical">
      {rows.map((c) => (
        <Descriptions
          key={c.id}
          size="small"
          column={4}
          data={[
            { label: '收款方式', value: PAYMENT_MODE_NAMES[c.mode] },
            { label: '金额', value: `${c.amount} 元` },
            { label: '时间', value: formatDateTime(c.createTime) },
            { label: '备注', value: c.remark || '—' },
            {
              label: '凭证',
              value: c.proof.length ? (
                <Space>
                  {c.proof.map((p) => (
                    <a key={p.url} href={p.url} target="_blank" rel="noreferrer">
                      <SafeImage src={p.url} alt={p.name || '收款凭证'} width={48} height={48} />
                    </a>
                  ))}
                </Space>
              ) : (
                '—'
              ),
            },
          ]}
        />
      ))}
    </Space>
  );
}

interface CollectValues {
  mode: PaymentModeCode;
  amount?: number;
  proof: UploadedFile[];
  remark?: string;
}

function CollectItemDialog({ orderId, target, onClose }: { orderId: number; target: Target; onClose: () => void }) {
  const [form] = Form.useForm<CollectValues>();
  const [collect, { isLoading }] = useCollectItemMutation();
  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values || values.amount === undefined) return;
    const done = collect({
      orderId,
      receivePaymentId: target.templateId,
      itemName: target.item.name,
      mode: values.mode,
      amount: values.amount.toFixed(2),
      proof: (values.proof ?? []).map((f) => ({ url: f.url, name: f.name, size: f.size })),
      remark: values.remark ?? '',
    }).unwrap();
    if (await toastResult(done, FinanceTexts.collected)) onClose();
  };
  return (
    <Modal visible title={`收款 · ${target.templateName} · ${target.item.name}`} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ mode: PaymentMode.offline, amount: target.item.amount ? Number(target.item.amount) : undefined, proof: [] }}>
        <Form.Item label="收款方式" field="mode" rules={[{ required: true, message: '请选择收款方式' }]}>
          <Select options={modeOptions} aria-label="收款方式" />
        </Form.Item>
        <Form.Item label="收款金额（元）" field="amount" rules={[{ required: true, message: '请输入收款金额' }]}>
          <InputNumber aria-label="收款金额" min={0.01} max={9_999_999_999.99} precision={2} />
        </Form.Item>
        <Form.Item label="收款凭证" field="proof">
          <UploadField maxCount={9} />
        </Form.Item>
        <Form.Item label="备注" field="remark" rules={[{ maxLength: 200, message: '备注最多200个字' }]}>
          <Input.TextArea />
        </Form.Item>
      </Form>
    </Modal>
  );
}
