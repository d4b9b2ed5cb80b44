import { Button, Input, Space, Typography } from '@arco-design/web-react';
import { fieldLabel } from '@domain/forms/form-definition.check';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { formulaFeedback, formulaOperands, type FormulaFeedback } from '../formula-feedback';

/** The formula with the character at `position` (1-based, counted as the parser counts) marked. */
function MarkedFormula({ text, position }: { text: string; position: number }) {
  const chars = Array.from(text);
  return (
    <code className="form-builder-formula-mark" aria-hidden>
      {chars.slice(0, position - 1).join('')}
      <mark>{chars[position - 1] ?? ' '}</mark>
      {chars.slice(position).join('')}
    </code>
  );
}

function Feedback({ feedback, text }: { feedback: FormulaFeedback; text: string }) {
  if (feedback.kind === 'syntax')
    return (
      <div role="status">
        <MarkedFormula text={text} position={feedback.position} />
        <Typography.Text type="error" style={{ display: 'block' }}>
          {feedback.message}
        </Typography.Text>
      </div>
    );
  if (feedback.kind === 'problem')
    return (
      <Typography.Text type="error" role="status">
        {feedback.message}
      </Typography.Text>
    );
  return (
    <Typography.Text type="success" role="status">
      公式正确{feedback.references.length > 0 && `，引用：${feedback.references.map((r) => r.label).join('、')}`}
    </Typography.Text>
  );
}

export interface FormulaEditorProps {
  field: TemplateField;
  fields: readonly TemplateField[];
  value: string;
  onChange: (formula: string) => void;
}

/**
 * The formula of a computed field: + - * / and parentheses over {s|字段} (this form's numeric
 * fields) and {c|字段} (the customer's). Checked as it is typed, the first error shown with its position.
 */
export function FormulaEditor({ field, fields, value, onChange }: FormulaEditorProps) {
  const feedback = formulaFeedback(field, fields);
  const operands = formulaOperands(field, fields);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.TextArea aria-label="计算公式" value={value} autoSize={{ minRows: 2 }} placeholder="如 {s|单价字段}*{s|数量字段}" onChange={onChange} />
      <Feedback feedback={feedback} text={value.trim()} />
      {operands.length > 0 && (
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            点击插入字段：
          </Typography.Text>
          {operands.map((operand) => (
            <Button key={operand.key} size="mini" style={{ margin: 2 }} onClick={() => onChange(`${value}{s|${operand.key}}`)}>
              {fieldLabel(operand)}
            </Button>
          ))}
        </div>
      )}
    </Space>
  );
}
