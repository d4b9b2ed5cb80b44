import { DatePicker, Form, InputNumber, Radio, Select } from '@arco-design/web-react';
import { CYCLE_UNIT_NAMES, CYCLE_UNITS } from '@domain/cycle-plans/cycle-plans.constants';
import { MAX_AHEAD_DAYS, SCHEDULE_MODE_NAMES, SCHEDULE_MODES, ScheduleMode } from '@domain/maintenance/maintenance.constants';

/** A plan's schedule (domain/maintenance/schedule.ts), as the maintenance and inspection plan dialogs ask it: period, every n units or a count of visits, days ahead. */
export function ScheduleFields({ mode, visitsLabel }: { mode: number | undefined; visitsLabel: string }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
      <Form.Item label="计划开始日期" field="startDate" rules={[{ required: true, message: '请选择计划开始日期' }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="计划结束日期" field="endDate" rules={[{ required: true, message: '请选择计划结束日期' }]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="执行方式" field="mode">
        <Radio.Group options={SCHEDULE_MODES.map((m) => ({ value: m, label: SCHEDULE_MODE_NAMES[m] }))} />
      </Form.Item>
      {mode === ScheduleMode.visits ? (
        <Form.Item label={visitsLabel} field="visits" rules={[{ required: true, message: `请输入${visitsLabel}` }]}>
          <InputNumber min={1} max={366} precision={0} suffix="次" />
        </Form.Item>
      ) : (
        <Form.Item label="周期" required style={{ marginBottom: 0 }}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item field="cycleEvery" noStyle rules={[{ required: true, message: '请输入周期' }]}>
              <InputNumber min={1} max={366} precision={0} prefix="每" style={{ width: 120 }} />
            </Form.Item>
            <Form.Item field="cycleUnit" noStyle>
              <Select style={{ width: 90 }} options={CYCLE_UNITS.map((u) => ({ value: u, label: CYCLE_UNIT_NAMES[u] }))} />
            </Form.Item>
          </div>
        </Form.Item>
      )}
      <Form.Item label="提前生成任务（天）" field="aheadDays">
        <InputNumber min={0} max={MAX_AHEAD_DAYS} precision={0} />
      </Form.Item>
    </div>
  );
}
