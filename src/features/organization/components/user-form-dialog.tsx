import { Form, Input, Message, Modal, Select, TreeSelect } from '@arco-design/web-react';
import { useMemo } from 'react';
import { Messages } from '@domain/common/messages';
import { ROLE_NAMES, ROLE_TYPES, type RoleType } from '@domain/shell/roles';
import type { DepartmentRow, UserRow } from '@domain/users/users.schemas';
import { errorMessage } from '@/lib/errors';
import { departmentTreeData } from '../department-tree-data';
import { useAddUserMutation, useEditUserMutation } from '../organization.api';
import '@arco-design/web-react/es/TreeSelect/style/css.js';

export interface UserFormDialogProps {
  /** The user to edit; null adds a new one. */
  user: UserRow | null;
  departments: DepartmentRow[];
  defaultDepartmentId?: number;
  onClose: () => void;
}

interface UserFormValues {
  name: string;
  mobile: string;
  /** TreeSelect works with the id as text. */
  departmentId: string;
  roles: RoleType[];
  /** The role the user lands in; only when editing (a new user lands in the first role). */
  currentRole?: RoleType;
}

const ROLE_OPTIONS = ROLE_TYPES.map((type) => ({ value: type, label: ROLE_NAMES[type] }));

/** 添加用户 / 编辑用户: name, phone, department, roles (several may be held) and, when editing, the default role. */
export function UserFormDialog({ user, departments, defaultDepartmentId, onClose }: UserFormDialogProps) {
  const [form] = Form.useForm<UserFormValues>();
  const [addUser, { isLoading: adding }] = useAddUserMutation();
  const [editUser, { isLoading: editing }] = useEditUserMutation();
  const treeData = useMemo(() => departmentTreeData(departments), [departments]);
  const heldRoles: RoleType[] = Form.useWatch('roles', form) ?? user?.roles ?? [];
  const initialValues: Partial<UserFormValues> = user
    ? {
        name: user.name,
        mobile: user.phone,
        departmentId: user.departmentId ? String(user.departmentId) : undefined,
        roles: user.roles,
        currentRole: user.currentRole ?? undefined,
      }
    : { departmentId: defaultDepartmentId ? String(defaultDepartmentId) : undefined, roles: [] };

  // A default role the user no longer holds is cleared; the server then lands them in the first one.
  const handleValuesChange = (changed: Partial<UserFormValues>, all: Partial<UserFormValues>) => {
    if (changed.roles && all.currentRole && !changed.roles.includes(all.currentRole)) form.setFieldValue('currentRole', undefined);
  };

  const handleOk = async () => {
    // Invalid fields show their own messages under the inputs.
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    const values = { ...fields, departmentId: Number(fields.departmentId) };
    try {
      const answer = user ? await editUser({ id: user.id, ...values }).unwrap() : await addUser(values).unwrap();
      Message.success(answer.message ?? Messages.saveOk);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      visible
      title={user ? '编辑用户' : '添加用户'}
      onOk={handleOk}
      onCancel={onClose}
      confirmLoading={adding || editing}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={handleValuesChange}>
        <Form.Item label="姓名" field="name" rules={[{ required: true, message: '请输入姓名' }, { maxLength: 30, message: '姓名最多30个字' }]}>
          <Input placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item
          label="手机号"
          field="mobile"
          rules={[{ required: true, message: '请输入手机号' }, { match: /^1\d{10}$/, message: '手机号格式不正确' }]}
        >
          <Input placeholder="请输入手机号" maxLength={11} />
        </Form.Item>
        <Form.Item label="部门" field="departmentId" rules={[{ required: true, message: '请选择部门' }]}>
          <TreeSelect treeData={treeData} placeholder="请选择部门" />
        </Form.Item>
        <Form.Item label="角色" field="roles" rules={[{ required: true, type: 'array', minLength: 1, message: '至少选择一个角色' }]}>
          <Select mode="multiple" options={ROLE_OPTIONS} placeholder="请选择角色" allowClear />
        </Form.Item>
        {user && (
          <Form.Item label="默认角色" field="currentRole" extra="登录后进入的角色">
            <Select options={ROLE_OPTIONS.filter((o) => heldRoles.includes(o.value))} placeholder="请选择默认角色" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
