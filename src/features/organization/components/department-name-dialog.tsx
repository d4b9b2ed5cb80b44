import { Form, Input, Message, Modal } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import type { DepartmentRow } from '@domain/users/users.schemas';
import { errorMessage } from '@/lib/errors';
import { useAddDepartmentMutation, useUpdateDepartmentMutation } from '../organization.api';

export type DepartmentNameDialogProps =
  /** 添加子部门 under the parent. */
  | { mode: 'add'; parent: DepartmentRow; onAdded: (departmentId: number) => void; onClose: () => void }
  /** 重命名部门. */
  | { mode: 'rename'; department: DepartmentRow; onClose: () => void };

/** Asks for a department's name, to add a sub-department or to rename one. */
export function DepartmentNameDialog(props: DepartmentNameDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  const [addDepartment, { isLoading: adding }] = useAddDepartmentMutation();
  const [updateDepartment, { isLoading: renaming }] = useUpdateDepartmentMutation();
  const isAdd = props.mode === 'add';

  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    try {
      if (isAdd) {
        const answer = await addDepartment({ name: values.name, parentId: props.parent.id }).unwrap();
        Message.success(answer.message ?? Messages.saveOk);
        if (answer.data) props.onAdded(answer.data.id);
      } else {
        Message.success((await updateDepartment({ id: props.department.id, name: values.name }).unwrap()).message ?? Messages.saveOk);
      }
      props.onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      visible
      title={isAdd ? `添加子部门（上级：${props.parent.name}）` : '重命名部门'}
      onOk={handleOk}
      onCancel={props.onClose}
      confirmLoading={adding || renaming}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={{ name: isAdd ? '' : props.department.name }}>
        <Form.Item label="部门名称" field="name" rules={[{ required: true, message: '请输入部门名称' }, { maxLength: 30, message: '部门名称最多30个字' }]}>
          <Input placeholder="请输入部门名称" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
