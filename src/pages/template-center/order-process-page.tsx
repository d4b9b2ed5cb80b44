import { useParams } from 'wouter';
import { Messages } from '@domain/common/messages';
import { TemplateErrors } from '@domain/templates/errors';
import type { ProcessStep } from '@domain/templates/template-common.schemas';
import { orderTypeBody, useGetOrderTypeQuery, useSaveOrderTypeMutation } from '@/features/templates/templates.api';
import { toastResult } from '@/lib/toast-result';
import { AdminOnly } from '@/components/admin-only/admin-only';
import { idFrom, LoadState } from './load-state';
import { ProcessStepsCard } from './process-steps-card';

/** /templateCenter/orderProcess/{tid}/{templateName}: the process steps of one order type. */
function OrderProcess() {
  const { tid } = useParams<{ tid: string; templateName: string }>();
  const id = idFrom(tid);
  const { data: row, error } = useGetOrderTypeQuery(id ?? 0, { skip: id === null });
  const [saveOrderType] = useSaveOrderTypeMutation();
  if (!row || id === null) return <LoadState error={error} missing={id === null ? TemplateErrors.orderTypeNotFound : undefined} />;

  const handleSave = (process: ProcessStep[]) =>
    toastResult(saveOrderType(orderTypeBody(row, { settings: { ...row.settings, process } })).unwrap(), Messages.saveOk);
  return <ProcessStepsCard key={row.updateTime} title={`${row.name} · 处理流程`} steps={row.settings.process} onSave={handleSave} />;
}

export default function OrderProcessPage() {
  return (
    <AdminOnly>
      <OrderProcess />
    </AdminOnly>
  );
}
