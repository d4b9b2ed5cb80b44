import { Card } from '@arco-design/web-react';
import { RecordEntryForm } from '@/features/custom-apps/components/record-entry-form';
import { WithCustomForm } from './custom-form-load';

/** /NewlyAddedFineControl?templateId= (and the shell's /customForm?templateId=) — a custom application of form_type 1: staff submit a record. */
export default function NewlyAddedFineControlPage() {
  return (
    <WithCustomForm>
      {(form) => (
        <Card bordered={false} title={form.name} style={{ maxWidth: 720 }}>
          <RecordEntryForm key={form.id} form={form} />
        </Card>
      )}
    </WithCustomForm>
  );
}
