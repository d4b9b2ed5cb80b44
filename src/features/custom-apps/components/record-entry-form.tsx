import { Alert, Button, Message, Space } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import type { CustomFormView } from '@domain/custom-apps/custom-apps.schemas';
import type { FormIssue } from '@domain/forms/form-definition.check';
import type { FormValues } from '@domain/forms/validate-values';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { errorMessage } from '@/lib/errors';
import { useSaveCustomRecordMutation } from '../custom-apps.api';

export interface RecordEntryFormProps {
  form: CustomFormView;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** The server names a refused value as 'values.<key>: <message>'; it is shown under that field. */
function fieldIssue(message: string): FormIssue | null {
  const match = /^values\.([a-z][a-z0-9_]*): (.+)$/.exec(message);
  return match ? { key: match[1], message: match[2] } : null;
}

/** A new record of a custom form: checked here as the user types, and again by the server on submit. */
export function RecordEntryForm({ form, onSaved, onCancel }: RecordEntryFormProps) {
  const ref = useRef<CustomFieldFormHandle>(null);
  const [values, setValues] = useState<FormValues>({});
  const [serverIssues, setServerIssues] = useState<FormIssue[]>([]);
  const [failure, setFailure] = useState('');
  const [save, { isLoading }] = useSaveCustomRecordMutation();

  const handleSubmit = async () => {
    setFailure('');
    setServerIssues([]);
    if (ref.current!.validate().length > 0) return;
    try {
      await save({ templateId: form.id, values: ref.current!.values() }).unwrap();
      Message.success('提交成功');
      setValues({});
      onSaved?.();
    } catch (error) {
      const message = errorMessage(error);
      const issue = fieldIssue(message);
      if (issue) setServerIssues([issue]);
      else setFailure(message);
    }
  };

  return (
    <>
      {failure && <Alert type="error" style={{ marginBottom: 12 }} content={failure} />}
      {form.form.fields.length === 0 ? (
        <Alert type="info" content="管理员还没有设计这个表单" />
      ) : (
        <CustomFieldForm ref={ref} definition={form.form} value={values} onChange={setValues} errors={serverIssues} />
      )}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={isLoading} disabled={form.form.fields.length === 0} onClick={handleSubmit}>
          提交
        </Button>
        {onCancel && <Button onClick={onCancel}>取消</Button>}
      </Space>
    </>
  );
}
