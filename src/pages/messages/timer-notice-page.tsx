import { Card, Typography } from '@arco-design/web-react';
import { ReminderTexts } from '@domain/reminders/reminders.constants';
import { ReminderTable } from '@/features/notices/components/reminder-table';

/** /timerNotice 定时提醒: messages sent to chosen colleagues once or every day, week or month. */
export default function TimerNoticePage() {
  return (
    <Card title={ReminderTexts.feature} bordered={false}>
      <Typography.Paragraph type="secondary">到达设定的时间后，提醒内容会发送到所选人员的消息中心（北京时间）。</Typography.Paragraph>
      <ReminderTable />
    </Card>
  );
}
