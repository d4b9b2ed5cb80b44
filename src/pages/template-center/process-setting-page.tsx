import { useSearchParams } from 'wouter';
import { TemplateErrors } from '@domain/templates/errors';
import { useGetOrderTypeQuery } from '@/features/templates/templates.api';
import { AdminOnly } from '@/components/admin-only/admin-only';
import { idFrom, LoadState } from './load-state';
import { OrderTypeSettingsForm } from './order-type-settings-form';

/** /templateCenter/processSetting?id&templateName&orderType: the settings of one order type. */
function ProcessSetting() {
  const [search] = useSearchParams();
  const id = idFrom(search.get('id'));
  const { data: row, error } = useGetOrderTypeQuery(id ?? 0, { skip: id === null });
  if (!row || id === null) return <LoadState error={error} missing={id === null ? TemplateErrors.orderTypeNotFound : undefined} />;
  // A saved type starts the form afresh from what was stored.
  return <OrderTypeSettingsForm key={row.updateTime} row={row} />;
}

export default function ProcessSettingPage() {
  return (
    <AdminOnly>
      <ProcessSetting />
    </AdminOnly>
  );
}
