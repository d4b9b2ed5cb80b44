import { Button, Card, Form, Input, InputNumber, Result, Select, Space, Spin, Switch } from '@arco-design/web-react';
import { useLocation, useParams } from 'wouter';
import { Messages } from '@domain/common/messages';
import { INTERVAL_UNIT_NAMES, INTERVAL_UNITS, IntervalUnit, QuestionKind, SUPPORTED_VISIT_TYPES, VISIT_TYPE_NAMES, VisitType } from '@domain/return-visits/return-visits.constants';
import type { SaveVisitPlanInput, VisitPlanRow } from '@domain/return-visits/return-visits.schemas';
import { Role } from '@domain/shell/roles';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useGetVisitPlanQuery, useSaveVisitPlanMutation } from '@/features/return-visits/return-visits.api';
import { useListEventTemplatesQuery, useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { toastResult } from '@/lib/toast-result';
import { paths } from '@/app/paths';

type PlanForm = Omit<SaveVisitPlanInput, 'id'>;

const ALL_TEMPLATES = { pageIndex: 0, pageSize: 100 };

const NEW_PLAN: PlanForm = {
  name: '',
  visitType: VisitType.order,
  templateIds: [],
  delayValue: 1,
  delayUnit: IntervalUnit.day,
  assigneeIds: [],
  questions: [{ title: '您对本次服务满意吗？', kind: QuestionKind.score }],
  smsTemplate: '',
  enabled: true,
};
const kindOptions = [
  { value: QuestionKind.score, label: '评分' },
  { value: QuestionKind.text, label: '文字' },
];

const formOf = (plan: VisitPlanRow): PlanForm => ({
  ...plan,
  // Plans are saved only with a supported visit type.
  visitType: plan.visitType as PlanForm['visitType'],
  templateIds: plan.templates.map((t) => t.id),
  assigneeIds: plan.assignees.map((u) => u.id),
});

/** /returnVisitPlan/edit/{id} (0: a new plan): which completed orders or events are visited, when, by whom, with which questions. */
export default function ReturnVisitPlanEditPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: plan, isLoading, isError } = useGetVisitPlanQuery(id, { skip: !id });
  if (id && isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (id && (isError || !plan)) return <Result status="404" title="回访计划不存在" />;
  return <PlanEditor id={id || undefined} initial={plan ? formOf(plan) : NEW_PLAN} />;
}

function PlanEditor({ id, initial }: { id?: number; initial: PlanForm }) {
  const [form] = Form.useForm<PlanForm>();
  const [, navigate] = useLocation();
  const [save, { isLoading }] = useSaveVisitPlanMutation();
  const visitType = (Form.useWatch('visitType', form) as PlanForm['visitType'] | undefined) ?? initial.visitType;
  const { data: orderTypes = [] } = useListOrderTypeOptionsQuery(undefined, { skip: visitType !== VisitType.order });
  const { data: eventTemplates = [] } = useListEventTemplatesQuery(ALL_TEMPLATES, { skip: visitType !== VisitType.event });
  const types = visitType === VisitType.event ? eventTemplates : orderTypes;
  const kindName = visitType === VisitType.event ? '事件' : '工单';

  const handleSave = async () => {
    const fields = await form.validate().catch(() => null);
    if (fields && (await toastResult(save({ ...fields, id }).unwrap(), Messages.saveOk))) navigate(paths.returnVisits.plans);
  };

  return (
    <Card bordered={false} title={id ? '编辑回访计划' : '新建回访计划'}>
      <Form form={form} layout="vertical" initialValues={initial} style={{ maxWidth: 720 }}>
        <Form.Item label="计划名称" field="name" rules={[{ required: true, message: '请输入计划名称' }, { maxLength: 50, message: '计划名称最多50个字' }]}>
          <Input placeholder="例如：完工次日回访" />
        </Form.Item>
        <Form.Item label="回访类型" field="visitType" extra={id ? '保存后不能修改' : undefined}>
          <Select
            aria-label="回访类型"
            disabled={Boolean(id)}
            options={SUPPORTED_VISIT_TYPES.map((v) => ({ value: v, label: VISIT_TYPE_NAMES[v] }))}
            onChange={() => form.setFieldValue('templateIds', [])}
          />
        </Form.Item>
        {/* Repair orders have no types: a repair-order plan visits every completed repair. */}
        {visitType !== VisitType.repairOrder && (
          <Form.Item label={`${kindName}类型`} field="templateIds" extra={`不选择时回访全部类型的已完成${kindName}`}>
            <Select mode="multiple" allowClear placeholder="全部类型" options={types.map((t) => ({ value: t.id, label: t.name }))} />
          </Form.Item>
        )}
        <Form.Item label="完成后多久回访" required>
          <Space>
            <Form.Item field="delayValue" noStyle rules={[{ required: true, message: '请输入回访时间' }]}>
              <InputNumber min={0} max={1000} precision={0} aria-label="回访时间" />
            </Form.Item>
            <Form.Item field="delayUnit" noStyle>
              <Select style={{ width: 100 }} aria-label="回访时间单位" options={INTERVAL_UNITS.map((u) => ({ value: u, label: INTERVAL_UNIT_NAMES[u] }))} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label="回访人" field="assigneeIds" extra="任务分给待回访最少的回访客服；不选择时由回访客服自行领取">
          <UserPicker multiple role={Role.returnVisit} placeholder="请选择回访客服" />
        </Form.Item>
        <Form.List field="questions">
          {(fields, { add, remove }) => (
            <Form.Item label="回访问题">
              <Space direction="vertical" style={{ width: '100%' }}>
                {fields.map((f, i) => (
                  <Space key={f.key}>
                    <Form.Item field={`${f.field}.title`} noStyle rules={[{ required: true, message: '请输入问题' }]}>
                      <Input aria-label={`问题${i + 1}`} style={{ width: 420 }} placeholder="问题" />
                    </Form.Item>
                    <Form.Item field={`${f.field}.kind`} noStyle>
                      <Select aria-label={`问题${i + 1}类型`} style={{ width: 100 }} options={kindOptions} />
                    </Form.Item>
                    <Button onClick={() => remove(i)}>删除</Button>
                  </Space>
                ))}
                <Button onClick={() => add({ title: '', kind: QuestionKind.score })}>添加问题</Button>
              </Space>
            </Form.Item>
          )}
        </Form.List>
        <Form.Item label="回访短信" field="smsTemplate" extra="可用变量：{{客户名称}} {{联系人}} {{订单编号}} {{订单标题}} {{负责人}} {{完成时间}} {{客服热线}}">
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item label="启用" field="enabled" triggerPropName="checked">
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" loading={isLoading} onClick={handleSave}>
            保存
          </Button>
          <Button onClick={() => navigate(paths.returnVisits.plans)}>取消</Button>
        </Space>
      </Form>
    </Card>
  );
}
