import { Button, Checkbox, Message, Space, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { POWER_NAMES } from '@domain/shell/permissions';
import type { RoleType } from '@domain/shell/roles';
import { errorMessage } from '@/lib/errors';
import { useListRoleRightsQuery, useSaveRoleRightsMutation } from '../roles.api';

export interface RoleRightsEditorProps {
  role: RoleType;
  /** Shows the codes without a way to change them (the free plan). */
  readOnly: boolean;
}

const OPTIONS = Object.entries(POWER_NAMES).map(([code, name]) => ({ value: code, label: `${name}（${code}）` }));

/** The role's permission codes (the pages and buttons they open) as checkboxes. Mount with key={role}. */
export function RoleRightsEditor({ role, readOnly }: RoleRightsEditorProps) {
  const { data: granted, isLoading } = useListRoleRightsQuery(role);
  const [saveRights, { isLoading: saving }] = useSaveRoleRightsMutation();
  const [picked, setPicked] = useState<string[]>();
  if (isLoading || !granted) return <Spin style={{ display: 'block', margin: '40px auto' }} />;
  const codes = picked ?? granted;

  const handleSave = async () => {
    try {
      Message.success((await saveRights({ role, codes }).unwrap()).message ?? Messages.saveOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Space direction="vertical" size={16}>
      <Checkbox.Group direction="vertical" options={OPTIONS} value={codes} disabled={readOnly} onChange={(values: string[]) => setPicked(values)} />
      {!readOnly && (
        <Button type="primary" loading={saving} onClick={handleSave}>
          保存权限
        </Button>
      )}
    </Space>
  );
}
