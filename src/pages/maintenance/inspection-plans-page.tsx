import '@arco-design/web-react/es/InputTag/style/css.js';
import { Button, Card, Form, Input, InputTag, Modal, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { businessDay } from '@domain/cycle-plans/cycle';
import { CycleUnit } from '@domain/cycle-plans/cycle-plans.constants';
import type { InspectionPlanRow, SaveInspectionPlanInput } from '@domain/maintenance/inspection.schemas';
import { DEFAULT_AHEAD_DAYS, ScheduleMode } from '@domain/maintenance/maintenance.constants';
import { scheduleText } from '@domain/maintenance/schedule';
import { Role } from '@domain/shell/roles';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { UserPicker } from '@/components/user-picker/user-picker';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useCountInspectionPlansQuery, useDeleteInspectionPlansMutation, useListInspectionPlansQuery, useListInspectionPointsQuery, useSaveInspectionPlanMutation } from '@/features/maintenance/inspection.api';
import { toastResult } from '@/lib/toast-result';
import { ScheduleFields } from './schedule-fields';
import { RowActions } from '@/components/row-actions/row-actions';

/** 新增巡检计划 / 编辑巡检计划: a customer's points in walking order, the checklist, the walker, the schedule. */
function PlanDialog({ plan, onClose }: { plan: InspectionPlanRow | null; onClose: () => void }) {
  const [form] = Form.useForm<SaveInspectionPlanInput>();
  const [save, { isLoading }] = useSaveInspectionPlanMutation();
  const mode = Form.useWatch('mode', form) as number | undefined;
  const customerId = Form.useWatch('customerId', form) as number | undefined;
  const { data: points = [] } = useListInspectionPointsQuery({ customerId, pageIndex: 0, pageSize: 100 }, { skip: !customerId });
  const today = businessDay(new Date());
  const initialValues: Partial<SaveInspectionPlanInput> = plan
    ? { ...plan, customerId: plan.customer.id, assigneeId: plan.assignee?.id, pointIds: plan.points.map((p) => p.id) }
    : { mode: ScheduleMode.cycle, cycleUnit: CycleUnit.week, cycleEvery: 1, visits: 4, aheadDays: DEFAULT_AHEAD_DAYS, startDate: today, checkItems: [], pointIds: [] };
  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (fields && (await toastResult(save({ ...fields, id: plan?.id }).unwrap(), Messages.saveOk))) onClose();
  };
  return (
    <Modal visible title={plan ? '编辑巡检计划' : '新增巡检计划'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 640 }}>
      <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={(changed) => 'customerId' in changed && form.setFieldValue('pointIds', [])}>
        <Form.Item label="计划名称" field="name" rules={[{ required: true, message: '请输入计划名称' }, { maxLength: 50, message: '计划名称最多50个字' }]}>
          <Input placeholder="如：配电设施周巡检" />
        </Form.Item>
        <Form.Item label="客户名称" field="customerId" rules={[{ required: true, message: '请选择客户' }]}>
          <CustomerPicker />
        </Form.Item>
        <Form.Item label="巡检点" field="pointIds" extra="按巡检顺序选择" rules={[{ required: true, type: 'array', minLength: 1, message: '请至少选择一个巡检点' }]}>
          <Select mode="multiple" placeholder="该客户的巡检点" options={points.map((p) => ({ value: p.id, label: p.location ? `${p.name}（${p.location}）` : p.name }))} />
        </Form.Item>
        <Form.Item label="检查项" field="checkItems" extra="每个巡检点逐项检查，输入后回车" rules={[{ required: true, type: 'array', minLength: 1, message: '请至少填写一个检查项' }]}>
          <InputTag allowClear saveOnBlur placeholder="如：设备运行正常" />
        </Form.Item>
        <Form.Item label="巡检人员" field="assigneeId" rules={[{ required: true, message: '请选择巡检人员' }]}>
          <UserPicker role={Role.serviceStaff} />
        </Form.Item>
        <ScheduleFields mode={mode} visitsLabel="巡检次数" />
      </Form>
    </Modal>
  );
}

/** /inspectionPlan 巡检计划: routes of a customer's points, who walks them and how often; each makes its rounds ahead of time. */
export default function InspectionPlansPage() {
  const [keyword, setKeyword] = useState('');
  const filter = { keyword: keyword || undefined };
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data: rows = [], isFetching } = useListInspectionPlansQuery({ ...filter, pageIndex, pageSize });
  const { data: total = 0 } = useCountInspectionPlansQuery(filter);
  const [remove] = useDeleteInspectionPlansMutation();
  const [editing, setEditing] = useState<InspectionPlanRow | null | undefined>();
  const columns: TableColumnProps<InspectionPlanRow>[] = [
    { title: '计划名称', dataIndex: 'name' },
    { title: '客户', key: 'customer', render: (_: unknown, r) => r.customer.name },
    { title: '巡检点', key: 'points', render: (_: unknown, r) => r.points.map((p) => p.name).join('、') },
    { title: '巡检人员', key: 'assignee', width: 110, render: (_: unknown, r) => r.assignee?.name ?? '-' },
    { title: '频率', key: 'schedule', width: 90, render: (_: unknown, r) => scheduleText({ mode: r.mode, unit: r.cycleUnit, every: r.cycleEvery, visits: r.visits }) },
    { title: '计划期限', key: 'period', width: 210, render: (_: unknown, r) => `${r.startDate} ~ ${r.endDate}` },
    { title: '任务数', dataIndex: 'taskCount', width: 80 },
    {
      title: '操作',
      key: 'ops',
      width: 140,
      render: (_: unknown, r) => (
        <RowActions confirm="删除该巡检计划及其未开始的任务？" onEdit={() => setEditing(r)} onDelete={() => toastResult(remove([r.id]).unwrap(), Messages.deleteOk)} />
      ),
    },
  ];
  return (
    <Card bordered={false} title="巡检计划">
      <ListToolbar
        filters={<Input.Search allowClear placeholder="计划名称" style={{ width: 220 }} onSearch={setKeyword} />}
        actions={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增巡检计划
          </Button>
        }
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} noDataElement="暂无巡检计划" />
      {editing !== undefined && <PlanDialog plan={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
