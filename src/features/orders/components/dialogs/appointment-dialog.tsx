import { DatePicker, Form, Input } from '@arco-design/web-react';
import { formatDateTime, toDate } from '@domain/format/date';
import { useAppointOrderMutation } from '../../orders.api';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';

interface AppointmentValues {
  appointmentTime: string;
  remark?: string;
}

/** 预约 / 修改预约: the time the engineer will come. */
export function AppointmentDialog({ order, onClose }: OrderDialogProps) {
  const [appoint] = useAppointOrderMutation();
  const changing = order.appointmentTime !== null;
  // The picker's local time goes as an instant, so the server's time zone does not matter.
  const submit = (v: AppointmentValues) =>
    appoint({ id: order.id, version: order.version, appointmentTime: toDate(v.appointmentTime)!.toISOString(), remark: v.remark ?? '' }).unwrap();
  return (
    <OperationDialog<AppointmentValues>
      title={changing ? '修改预约' : '预约'}
      doneText={changing ? '预约已修改' : '预约成功'}
      initialValues={{ appointmentTime: order.appointmentTime ? formatDateTime(order.appointmentTime) : undefined }}
      submit={submit}
      onClose={onClose}
    >
      <Form.Item label="预约时间" field="appointmentTime" rules={[{ required: true, message: '请选择预约时间' }]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="备注" field="remark">
        <Input.TextArea maxLength={500} />
      </Form.Item>
    </OperationDialog>
  );
}
