import { Button, Form, Grid, Input, Message, Radio, Select, Spin } from '@arco-design/web-react';
import { useMemo, useRef, useState } from 'react';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { EVENT_PRIORITY_NAMES, type EventSourceValue } from '@domain/events/events.constants';
import type { EventRow } from '@domain/events/events.schemas';
import type { FormValues } from '@domain/forms/validate-values';
import { TagCode } from '@domain/settings/tags';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { UserPicker } from '@/components/user-picker/user-picker';
import { ServiceItemPicker } from '@/features/catalogue/components/service-item-picker';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useCreateEventMutation, type CreateEventArgs } from '@/features/events/events.api';
import { useListTagsQuery } from '@/features/tags/tags.api';
import { useListEventTemplatesQuery } from '@/features/templates/templates.api';
import { errorMessage } from '@/lib/errors';

export interface EventFormProps {
  source: EventSourceValue;
  /** Prefill: a customer, a product, a call record, or the event being copied. */
  initial?: Partial<CreateEventArgs>;
  /** Managers may name the owner at once (the event is then dispatched). */
  canDispatch?: boolean;
  submitText?: string;
  onCreated: (event: EventRow) => void;
}

const ALL_TEMPLATES = { pageIndex: 0, pageSize: 100 };
const PRIORITIES = Object.entries(EVENT_PRIORITY_NAMES).map(([value, label]) => ({ value: Number(value), label }));
const CUSTOMER_FIELDS = [
  ['custom_name', '客户名称'],
  ['custom_linkperson', '联系人'],
  ['custom_phone', '联系电话'],
  ['map_name', '服务地址'],
  ['custom_detail_addr', '详细地址'],
] as const;

/**
 * The new-event form of /newEvent, /serviceCounter and the copy page: the template's switches decide
 * whether customer, priority and service item show; its custom fields follow.
 */
export function EventForm({ source, initial = {}, canDispatch = false, submitText = '提交', onCreated }: EventFormProps) {
  const [form] = Form.useForm<CreateEventArgs>();
  const fields = useRef<CustomFieldFormHandle>(null);
  const { data: templates = [], isLoading } = useListEventTemplatesQuery(ALL_TEMPLATES);
  const enabled = useMemo(() => templates.filter((t) => t.enabled), [templates]);
  const [templateId, setTemplateId] = useState<number | undefined>(initial.templateId);
  const template = enabled.find((t) => t.id === templateId) ?? enabled[0];
  const [values, setValues] = useState<FormValues>((initial.values as FormValues) ?? {});
  const { data: tags = [] } = useListTagsQuery(TagCode.event);
  const [create, { isLoading: saving }] = useCreateEventMutation();
  const switches = template?.settings.switches;

  const handlePickCustomer = (customerId: number | undefined, customer?: CustomerRow) => {
    form.setFieldsValue({
      customerId,
      custom_name: customer?.name ?? '',
      custom_linkperson: customer?.linkperson ?? '',
      custom_phone: customer?.linkPersonPhone || customer?.phone || '',
      custom_detail_addr: customer?.address ?? '',
    });
  };

  const handleSubmit = async (input: CreateEventArgs) => {
    if ((fields.current?.validate() ?? []).length > 0) return;
    try {
      const res = await create({ ...initial, ...input, source, templateId: template?.id, values }).unwrap();
      Message.success(res.message ?? '保存成功');
      onCreated(res.data!);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  if (isLoading) return <Spin />;
  return (
    <Form form={form} layout="vertical" initialValues={{ priority: 1, ...initial }} onSubmit={handleSubmit} aria-label="事件表单">
      <Grid.Row gutter={16}>
        {enabled.length > 1 && (
          <Grid.Col span={12}>
            <Form.Item label="事件模板">
              <Select value={template?.id} onChange={setTemplateId} options={enabled.map((t) => ({ value: t.id, label: t.name }))} />
            </Form.Item>
          </Grid.Col>
        )}
        <Grid.Col span={24}>
          <Form.Item label="事件标题" field="title" rules={[{ required: true, message: '请输入事件标题' }]}>
            <Input placeholder="请输入事件标题" maxLength={50} />
          </Form.Item>
        </Grid.Col>
        {switches?.is_enable_customer !== false && (
          <>
            <Grid.Col span={12}>
              <Form.Item label="客户" field="customerId">
                <CustomerPicker onChange={handlePickCustomer} />
              </Form.Item>
            </Grid.Col>
            {CUSTOMER_FIELDS.map(([key, label]) => (
              <Grid.Col span={12} key={key}>
                <Form.Item label={label} field={key}>
                  <Input placeholder={`请输入${label}`} />
                </Form.Item>
              </Grid.Col>
            ))}
          </>
        )}
        {switches?.is_enable_priority !== false && (
          <Grid.Col span={12}>
            <Form.Item label="优先级" field="priority">
              <Radio.Group options={PRIORITIES} />
            </Form.Item>
          </Grid.Col>
        )}
        {switches?.is_enable_serviceitem !== false && (
          <Grid.Col span={12}>
            <Form.Item label="服务项目" field="serviceItemId">
              <ServiceItemPicker />
            </Form.Item>
          </Grid.Col>
        )}
        <Grid.Col span={12}>
          <Form.Item label="事件标签" field="labelIds">
            <Select mode="multiple" allowClear placeholder="请选择事件标签" options={tags.map((t) => ({ value: t.id, label: t.name }))} />
          </Form.Item>
        </Grid.Col>
        {canDispatch && (
          <Grid.Col span={12}>
            <Form.Item label="负责人（选填，选择后直接指派）" field="ownerId">
              <UserPicker placeholder="请选择负责人" />
            </Form.Item>
          </Grid.Col>
        )}
        <Grid.Col span={24}>
          <Form.Item label="事件描述" field="description">
            <Input.TextArea placeholder="请描述问题" maxLength={2000} autoSize={{ minRows: 3 }} />
          </Form.Item>
        </Grid.Col>
      </Grid.Row>
      {template && template.form.fields.length > 0 && <CustomFieldForm ref={fields} definition={template.form} value={values} onChange={setValues} />}
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitText}
      </Button>
    </Form>
  );
}
