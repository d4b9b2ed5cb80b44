import { DatePicker, Form, Radio, Select, TimePicker } from '@arco-design/web-react';
import { businessNow } from '@domain/reminders/next-run';
import { REMINDER_CYCLE_NAMES, REMINDER_CYCLES, ReminderCycle, WEEKDAY_NAMES, type ReminderCycleValue } from '@domain/reminders/reminders.constants';

const CYCLE_OPTIONS = REMINDER_CYCLES.map((value) => ({ value, label: REMINDER_CYCLE_NAMES[value] }));
const WEEKDAY_OPTIONS = Object.entries(WEEKDAY_NAMES).map(([value, label]) => ({ value: Number(value), label }));
const MONTH_DAY_OPTIONS = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: `${i + 1}日` }));

/** Picker dates are dayjs values; only their formatted day matters here. */
const beforeToday = (current?: { format(pattern: string): string }) => Boolean(current && current.format('YYYY-MM-DD') < businessNow().date);

/** When a reminder fires: the cycle, then the date, weekday or day of month it needs, and the time. */
export function ReminderScheduleFields({ cycle }: { cycle: ReminderCycleValue }) {
  return (
    <>
      <Form.Item label="提醒周期" field="cycle" rules={[{ required: true }]}>
        <Radio.Group type="button" options={CYCLE_OPTIONS} />
      </Form.Item>
      {cycle === ReminderCycle.once && (
        <Form.Item label="日期" field="date" rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={beforeToday} />
        </Form.Item>
      )}
      {cycle === ReminderCycle.weekly && (
        <Form.Item label="每周" field="dayOf" rules={[{ required: true, message: '请选择每周几' }]}>
          <Select options={WEEKDAY_OPTIONS} placeholder="请选择每周几" />
        </Form.Item>
      )}
      {cycle === ReminderCycle.monthly && (
        <Form.Item label="每月" field="dayOf" rules={[{ required: true, message: '请选择每月几号' }]} extra="当月没有该日时，在当月最后一天提醒">
          <Select options={MONTH_DAY_OPTIONS} placeholder="请选择每月几号" />
        </Form.Item>
      )}
      <Form.Item label="时间" field="timeOfDay" rules={[{ required: true, message: '请选择提醒时间' }]}>
        <TimePicker format="HH:mm" style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
