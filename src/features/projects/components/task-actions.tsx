import { Button, Form, Input, Modal, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Messages } from '@domain/common/messages';
import type { TaskView } from '@domain/projects/projects.schemas';
import { TaskOp } from '@domain/projects/task.machine';
import { paths } from '@/app/paths';
import { UserPicker } from '@/components/user-picker/user-picker';
import { toastResult } from '@/lib/toast-result';
import { useAssignTaskMutation, useDisableTaskMutation, useExamineTaskMutation, useFinishTaskMutation } from '../projects.api';

/** A task's buttons: exactly the server's `operations` for it (指派, 完成, 创建工单, 通过/驳回, 停用/启用). */
export function TaskActions({ task }: { task: TaskView }) {
  const [assign] = useAssignTaskMutation();
  const [finish] = useFinishTaskMutation();
  const [examine] = useExamineTaskMutation();
  const [disable] = useDisableTaskMutation();
  const [dialog, setDialog] = useState<'assign' | 'finish' | null>(null);
  const [personId, setPersonId] = useState<number | undefined>(task.person?.id);
  const [coordinatorIds, setCoordinatorIds] = useState<number[]>(task.coordinators.map((c) => c.id));
  const [note, setNote] = useState('');
  const can = (op: string) => (task.operations as string[]).includes(op);
  const { id } = task;
  const close = (ok: boolean) => ok && setDialog(null);

  return (
    <Space size="mini">
      {can(TaskOp.assign) && (
        <Button size="mini" onClick={() => setDialog('assign')} aria-label={`指派 ${task.name}`}>
          指派
        </Button>
      )}
      {can(TaskOp.finish) && (
        <Button size="mini" type="primary" onClick={() => setDialog('finish')} aria-label={`完成 ${task.name}`}>
          完成
        </Button>
      )}
      {can(TaskOp.createOrder) && (
        <Link href={paths.orders.create({ projectTaskId: String(id) })}>
          <Button size="mini" type="primary" aria-label={`创建工单 ${task.name}`}>
            创建工单
          </Button>
        </Link>
      )}
      {can(TaskOp.approve) && (
        <Button size="mini" type="primary" status="success" aria-label={`通过 ${task.name}`} onClick={() => toastResult(examine({ id, action: 'approve' }).unwrap(), Messages.saveOk)}>
          通过
        </Button>
      )}
      {can(TaskOp.reject) && (
        <Button size="mini" status="warning" aria-label={`驳回 ${task.name}`} onClick={() => toastResult(examine({ id, action: 'reject', reason: '请重新处理' }).unwrap(), Messages.saveOk)}>
          驳回
        </Button>
      )}
      {can(TaskOp.disable) && (
        <Button size="mini" aria-label={`停用 ${task.name}`} onClick={() => toastResult(disable({ id, disabled: true }).unwrap(), Messages.saveOk)}>
          停用
        </Button>
      )}
      {can(TaskOp.enable) && (
        <Button size="mini" aria-label={`启用 ${task.name}`} onClick={() => toastResult(disable({ id, disabled: false }).unwrap(), Messages.saveOk)}>
          启用
        </Button>
      )}
      <Modal
        visible={dialog === 'assign'}
        title={`指派任务：${task.name}`}
        onCancel={() => setDialog(null)}
        onOk={async () => close(await toastResult(assign({ id, personId: personId ?? null, coordinatorIds }).unwrap(), Messages.saveOk))}
        unmountOnExit
      >
        <Form layout="vertical">
          <Form.Item label="负责人">
            <UserPicker aria-label="负责人" value={personId} onChange={setPersonId} />
          </Form.Item>
          <Form.Item label="协办人">
            <UserPicker aria-label="协办人" multiple value={coordinatorIds} onChange={setCoordinatorIds} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        visible={dialog === 'finish'}
        title={`完成任务：${task.name}`}
        onCancel={() => setDialog(null)}
        onOk={async () => close(await toastResult(finish({ id, note: note.trim() }).unwrap(), Messages.saveOk))}
        unmountOnExit
      >
        <Input.TextArea aria-label="完成说明" placeholder="完成说明（选填）" maxLength={1000} value={note} onChange={setNote} />
      </Modal>
    </Space>
  );
}
