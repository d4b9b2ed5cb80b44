import { Alert, Button, Form, Select, Switch } from '@arco-design/web-react';
import { useState } from 'react';
import type { SplitRuleRow } from '@domain/triggers/split.schemas';

export interface SplitRuleDraft {
  id?: number;
  version?: number;
  templateId: number;
  fieldKeys: string[];
  enabled: boolean;
}
export interface SplitRuleFormProps {
  /** The rule edited; none for a new one. */
  rule?: SplitRuleRow;
  orderTypes: { value: number; label: string }[];
  /** The product fields of the order type chosen now (the page asks the server when it changes). */
  fields: { key: string; title: string }[];
  onTypeChange: (templateId: number) => void;
  saving: boolean;
  onSave: (draft: SplitRuleDraft) => void;
}

/**
 * One 自动拆单 rule: the order type and its product fields, in the order picked; the first is where each
 * order keeps its one product. Saving needs two fields: one field never holds two products.
 */
export function SplitRuleForm({ rule, orderTypes, fields, onTypeChange, saving, onSave }: SplitRuleFormProps) {
  const [templateId, setTemplateId] = useState<number | undefined>(rule?.templateId);
  const [fieldKeys, setFieldKeys] = useState<string[]>(rule?.fieldKeys ?? []);
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const chooseType = (id: number) => {
    setTemplateId(id);
    setFieldKeys([]);
    onTypeChange(id);
  };
  const ready = templateId !== undefined && fieldKeys.length >= 2;
  return (
    <Form layout="vertical">
      <Form.Item label="工单类型" required>
        <Select aria-label="工单类型" placeholder="选择工单类型" value={templateId} onChange={chooseType} options={orderTypes} />
      </Form.Item>
      <Form.Item label="产品字段" required extra="按选择的顺序：原工单保留第一个产品，其余每个产品拆成一张新工单，产品放在第一个字段">
        <Select
          aria-label="产品字段"
          mode="multiple"
          placeholder={templateId === undefined ? '先选择工单类型' : '选择至少两个产品字段'}
          value={fieldKeys}
          onChange={setFieldKeys}
          options={fields.map((f) => ({ value: f.key, label: f.title || f.key }))}
        />
      </Form.Item>
      {templateId !== undefined && fields.length < 2 && <Alert type="warning" content="该工单类型的表单少于两个关联产品或设备档案的字段，无法拆单" />}
      <Form.Item label="启用">
        <Switch aria-label="启用" checked={enabled} onChange={setEnabled} />
      </Form.Item>
      <Button type="primary" loading={saving} disabled={!ready} onClick={() => ready && onSave({ id: rule?.id, version: rule?.version, templateId, fieldKeys, enabled })}>
        保存拆单规则
      </Button>
    </Form>
  );
}
