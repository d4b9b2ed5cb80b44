import { useSearchParams } from 'wouter';
import { TemplateErrors } from '@domain/templates/errors';
import { useGetEventTemplateQuery } from '@/features/templates/templates.api';
import { AdminOnly } from '@/components/admin-only/admin-only';
import { EventSettingsForm } from './event-settings-form';
import { idFrom, LoadState } from './load-state';

/** /eventSet/processevent?id&templateName: the settings of one event template. */
function ProcessEvent() {
  const [search] = useSearchParams();
  const id = idFrom(search.get('id'));
  const { data: row, error } = useGetEventTemplateQuery(id ?? 0, { skip: id === null });
  if (!row || id === null) return <LoadState error={error} missing={id === null ? TemplateErrors.eventTemplateNotFound : undefined} />;
  // A saved template starts the form afresh from what was stored.
  return <EventSettingsForm key={row.updateTime} row={row} />;
}

export default function ProcessEventPage() {
  return (
    <AdminOnly>
      <ProcessEvent />
    </AdminOnly>
  );
}
