import { Button, Card, Message, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import type { RoleType } from '@domain/shell/roles';
import type { SplitRuleRow } from '@domain/triggers/split.schemas';
import { TRIGGER_WRITERS } from '@domain/triggers/triggers.constants';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { SplitRuleForm, type SplitRuleDraft } from '@/features/triggers/components/split-rule-form';
import { SplitRuleTable } from '@/features/triggers/components/split-rule-table';
import { useListSplitFieldsQuery, useSaveSplitRuleMutation } from '@/features/triggers/split.api';
import { errorMessage } from '@/lib/errors';

/** /automate/split 自动拆单: the rules by order type; a new or edited rule in a dialog. */
export default function SplitRulesPage() {
  const { data: session } = useGetSessionUserQuery();
  const writer = TRIGGER_WRITERS.includes((session?.sysrole ?? 0) as RoleType);
  const { data: orderTypes = [] } = useListOrderTypeOptionsQuery();
  // undefined: closed; null: a new rule.
  const [editing, setEditing] = useState<SplitRuleRow | null | undefined>(undefined);
  const [typeId, setTypeId] = useState<number | undefined>(undefined);
  const { data: fields = [] } = useListSplitFieldsQuery(typeId ?? 0, { skip: typeId === undefined });
  const [save, { isLoading: saving }] = useSaveSplitRuleMutation();
  const open = (rule: SplitRuleRow | null) => {
    setEditing(rule);
    setTypeId(rule?.templateId);
  };
  const onSave = async (draft: SplitRuleDraft) => {
    try {
      await save(draft).unwrap();
      Message.success('已保存');
      setEditing(undefined);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <Card
      bordered={false}
      title="自动拆单"
      extra={
        writer && (
          <Button type="primary" onClick={() => open(null)}>
            新建拆单规则
          </Button>
        )
      }
    >
      <SplitRuleTable writer={writer} onEdit={open} />
      <Modal title={editing ? '编辑拆单规则' : '新建拆单规则'} visible={editing !== undefined} footer={null} onCancel={() => setEditing(undefined)} unmountOnExit>
        <SplitRuleForm
          rule={editing ?? undefined}
          orderTypes={orderTypes.map((t) => ({ value: t.id, label: t.name }))}
          fields={fields}
          onTypeChange={setTypeId}
          saving={saving}
          onSave={onSave}
        />
      </Modal>
    </Card>
  );
}
