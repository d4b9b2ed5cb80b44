import { Input, Typography } from '@arco-design/web-react';
import { useRef, type ComponentRef } from 'react';
import { placeholder, renderTemplate, SAMPLE_VALUES, type TemplateVariable } from '@domain/notifications/template-variables';
import { VariablePicker } from './variable-picker';

export interface TemplateEditorProps {
  /** Form.Item passes value and onChange. */
  value?: string;
  onChange?: (value: string) => void;
  variables: readonly TemplateVariable[];
  /** Put before the preview, as the sent text will have it (the SMS signature). */
  previewPrefix?: string;
  maxLength: number;
  disabled?: boolean;
}

/** A message template: the text, a picker that inserts {{变量}} at the cursor, and a live preview with sample values. */
export function TemplateEditor({ value = '', onChange, variables, previewPrefix = '', maxLength, disabled }: TemplateEditorProps) {
  const textArea = useRef<ComponentRef<typeof Input.TextArea>>(null);

  const handlePick = (variable: TemplateVariable) => {
    const dom = textArea.current?.dom;
    const start = dom?.selectionStart ?? value.length;
    const end = dom?.selectionEnd ?? value.length;
    const text = placeholder(variable);
    onChange?.(value.slice(0, start) + text + value.slice(end));
    // Put the cursor after the inserted placeholder once React has rendered the new text.
    requestAnimationFrame(() => {
      dom?.focus();
      dom?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <div style={{ width: '100%' }}>
      <VariablePicker variables={variables} onPick={handlePick} disabled={disabled} />
      <Input.TextArea
        ref={textArea}
        aria-label="消息模板"
        value={value}
        onChange={(text) => onChange?.(text)}
        maxLength={maxLength}
        showWordLimit
        disabled={disabled}
        autoSize={{ minRows: 3, maxRows: 6 }}
        style={{ marginTop: 8 }}
      />
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, padding: 8, background: 'var(--color-fill-2)', borderRadius: 4 }}>
        <Typography.Text type="secondary">预览：</Typography.Text>
        <span data-testid="template-preview">{previewPrefix + renderTemplate(value, SAMPLE_VALUES)}</span>
      </Typography.Paragraph>
    </div>
  );
}
