import { Button, Card, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { ProcessStepsSchema, type ProcessStep } from '@domain/templates/template-common.schemas';
import { useListUsersWithRoleQuery } from '@/features/organization/organization.api';
import { ProcessStepsEditor } from '@/features/templates/components/process-steps-editor';
import { checkSettings } from '@/features/templates/settings-issue';

export interface ProcessStepsCardProps {
  title: string;
  steps: ProcessStep[];
  /** Saves the checked steps with the rest of the template; resolves whether it worked. */
  onSave: (steps: ProcessStep[]) => Promise<boolean>;
}

/** A template's process: the steps editor over the enterprise's users, and its save button. */
export function ProcessStepsCard({ title, steps, onSave }: ProcessStepsCardProps) {
  const [draft, setDraft] = useState(steps);
  const [saving, setSaving] = useState(false);
  const { data: users = [] } = useListUsersWithRoleQuery();

  const handleSave = async () => {
    const checked = checkSettings(ProcessStepsSchema, draft);
    if (checked.issue !== undefined) {
      Message.error(checked.issue);
      return;
    }
    setSaving(true);
    await onSave(checked.data);
    setSaving(false);
  };

  return (
    <Card
      bordered={false}
      title={title}
      extra={
        <Button type="primary" loading={saving} onClick={handleSave}>
          保存流程
        </Button>
      }
    >
      <ProcessStepsEditor steps={draft} onChange={setDraft} users={users} />
    </Card>
  );
}
