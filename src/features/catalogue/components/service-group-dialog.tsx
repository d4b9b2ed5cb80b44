import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { ServiceGroupRow, UserRef } from '@domain/catalogue/catalogue.schemas';
import { Messages } from '@domain/common/messages';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useSaveServiceGroupMutation } from '../catalogue.api';
import { toastResult } from '@/lib/toast-result';

export interface ServiceGroupDialogProps {
  /** The group to edit; null adds one. */
  group: ServiceGroupRow | null;
  /** Who may join: the enterprise's active service staff and dispatchers. */
  candidates: UserRef[];
  onClose: () => void;
}

interface GroupFormValues {
  name: string;
  memberIds: number[];
  leaderUserId?: number;
  description?: string;
}

/** 新增服务组 / 编辑服务组: name, members, a leader among them, description. */
export function ServiceGroupDialog({ group, candidates, onClose }: ServiceGroupDialogProps) {
  const [form] = Form.useForm<GroupFormValues>();
  const [saveGroup, { isLoading }] = useSaveServiceGroupMutation();
  const memberIds: number[] = Form.useWatch('memberIds', form) ?? group?.members.map((m) => m.id) ?? [];
  // Members who left the roles stay listed under their names, so they can be seen and removed.
  const people = useMemo(() => {
    const byId = new Map(candidates.map((c) => [c.id, c]));
    for (const m of group?.members ?? []) if (!byId.has(m.id)) byId.set(m.id, m);
    return [...byId.values()];
  }, [candidates, group]);
  const leaders = people.filter((p) => memberIds.includes(p.id));

  const handleValuesChange = (changed: Partial<GroupFormValues>, values: Partial<GroupFormValues>) => {
    if (changed.memberIds && values.leaderUserId && !changed.memberIds.includes(values.leaderUserId))
      form.setFieldValue('leaderUserId', undefined);
  };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    const saved = saveGroup({ ...fields, id: group?.id, leaderUserId: fields.leaderUserId ?? null }).unwrap();
    if (await toastResult(saved, Messages.saveOk)) onClose();
  };

  const initialValues: Partial<GroupFormValues> = group
    ? { name: group.name, memberIds: group.members.map((m) => m.id), leaderUserId: group.leader?.id, description: group.description }
    : { memberIds: [] };

  return (
    <Modal visible title={group ? '编辑服务组' : '新增服务组'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={initialValues} onValuesChange={handleValuesChange}>
        <Form.Item label="服务组名称" field="name" rules={[{ required: true, message: '请输入服务组名称' }, { maxLength: 30, message: '服务组名称最多30个字' }]}>
          <Input placeholder="请输入服务组名称" />
        </Form.Item>
        <Form.Item label="成员" field="memberIds" extra="可选服务人员和派单员">
          <UserPicker multiple candidates={people} placeholder="请选择成员" />
        </Form.Item>
        <Form.Item label="组长" field="leaderUserId" extra="组长须是本组成员">
          <Select placeholder="请选择组长" allowClear options={leaders.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item label="描述" field="description" rules={[{ maxLength: 200, message: '描述最多200个字' }]}>
          <Input.TextArea placeholder="请输入描述" autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
