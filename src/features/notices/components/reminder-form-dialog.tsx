import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { businessNow } from '@domain/reminders/next-run';
import { REMINDER_CONTENT_MAX, REMINDER_TITLE_MAX, ReminderCycle, ReminderTexts, type ReminderCycleValue } from '@domain/reminders/reminders.constants';
import type { ReminderRow } from '@domain/reminders/reminders.schemas';
import { UserPicker } from '@/components/user-picker/user-picker';
import { errorMessage } from '@/lib/errors';
import { useSaveReminderMutation } from '../reminders.api';
import { ReminderScheduleFields } from './reminder-schedule-fields';

export interface ReminderFormDialogProps {
  /** The reminder to edit; null adds one. */
  reminder: ReminderRow | null;
  onClose: () => void;
}

interface ReminderFormValues {
  title: string;
  content: string;
  userIds: number[];
  cycle: ReminderCycleValue;
  timeOfDay: string;
  dayOf?: number;
  date?: string;
}

function initialValues(reminder: ReminderRow | null): Partial<ReminderFormValues> {
  if (!reminder) return { cycle: ReminderCycle.daily, timeOfDay: '09:00', date: businessNow().date, userIds: [] };
  const { title, content, userIds, cycle, timeOfDay, dayOf, date } = reminder;
  return { title, content, userIds, cycle, timeOfDay, dayOf: dayOf ?? undefined, date: date ?? undefined };
}

/** 新增提醒 / 编辑提醒: what to say, to whom, and when. */
export function ReminderFormDialog({ reminder, onClose }: ReminderFormDialogProps) {
  const [form] = Form.useForm<ReminderFormValues>();
  const cycle = (Form.useWatch('cycle', form) as ReminderCycleValue | undefined) ?? reminder?.cycle ?? ReminderCycle.daily;
  const [saveReminder, { isLoading }] = useSaveReminderMutation();

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    try {
      const answer = await saveReminder({ ...fields, id: reminder?.id, dayOf: fields.dayOf ?? null, date: fields.date ?? null }).unwrap();
      Message.success(answer.message ?? '保存成功');
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal visible title={reminder ? ReminderTexts.edit : ReminderTexts.add} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={initialValues(reminder)}>
        <Form.Item label="标题" field="title" rules={[{ required: true, message: '请输入提醒标题' }, { maxLength: REMINDER_TITLE_MAX, message: `提醒标题最多${REMINDER_TITLE_MAX}个字` }]}>
          <Input placeholder="请输入提醒标题" maxLength={REMINDER_TITLE_MAX} showWordLimit />
        </Form.Item>
        <Form.Item label="内容" field="content" rules={[{ required: true, message: '请输入提醒内容' }, { maxLength: REMINDER_CONTENT_MAX, message: `提醒内容最多${REMINDER_CONTENT_MAX}个字` }]}>
          <Input.TextArea placeholder="请输入提醒内容" maxLength={REMINDER_CONTENT_MAX} showWordLimit autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item label="提醒人员" field="userIds" rules={[{ required: true, type: 'array', minLength: 1, message: ReminderTexts.noRecipients }]}>
          <UserPicker multiple placeholder={ReminderTexts.noRecipients} />
        </Form.Item>
        <ReminderScheduleFields cycle={cycle} />
      </Form>
    </Modal>
  );
}
