import { Select } from '@arco-design/web-react';
import { useListPaymentTemplatesQuery } from '../finance.api';

export interface PaymentTemplateSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
}

/** The order type's payment templates (收款模板): a multiple choice among the enterprise's templates. */
export function PaymentTemplateSelect({ value = [], onChange }: PaymentTemplateSelectProps) {
  // Templates are few; the first 100 (the largest page every plan may ask for) stand for all of them.
  const { data: templates = [], isFetching } = useListPaymentTemplatesQuery({ pageIndex: 0, pageSize: 100 });
  const known = new Set(templates.map((t) => t.id));
  return (
    <Select
      mode="multiple"
      aria-label="收款模板"
      placeholder="请选择收款模板"
      loading={isFetching}
      allowClear
      // Ids of deleted templates are dropped from the choice (and from the type when it is saved).
      value={isFetching ? value : value.filter((id) => known.has(id))}
      onChange={(ids: number[]) => onChange?.(ids)}
      options={templates.map((t) => ({ value: t.id, label: t.name }))}
      style={{ maxWidth: 480 }}
    />
  );
}
