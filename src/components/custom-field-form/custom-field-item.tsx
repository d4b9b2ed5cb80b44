import { Form } from '@arco-design/web-react';
import { memo, useId } from 'react';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { ControlContext, FieldControl } from './control-types';

export interface CustomFieldItemProps {
  field: FormField & { fixed?: boolean };
  control: FieldControl;
  value: unknown;
  onFieldChange: (key: string, value: unknown) => void;
  context: ControlContext;
  error?: string;
}

/**
 * One field for entry or editing: its title (with the required mark, and a lock on a fixed field,
 * one of the record's own columns that no form may drop), its control, and its problem below it.
 * The control sits in a group named by the title, so a reader (and a test) finds it by that name.
 */
export const CustomFieldItem = memo(function CustomFieldItem({ field, control: { Entry }, value, onFieldChange, context, error }: CustomFieldItemProps) {
  const labelId = useId();
  const handleChange = (next: unknown) => onFieldChange(field.key, next);
  // Required fields carry Arco's own mark (Form.Item required); a fixed field is the form designer's
  // concern, and a lock here would read as "not editable".
  const label = <span id={labelId}>{field.title}</span>;
  return (
    <Form.Item label={label} required={field.required} validateStatus={error ? 'error' : undefined} help={error}>
      <div role="group" aria-labelledby={labelId}>
        <Entry field={field} value={value} onChange={handleChange} context={context} />
      </div>
    </Form.Item>
  );
});
