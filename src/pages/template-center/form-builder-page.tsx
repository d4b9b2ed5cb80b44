import { Button, Card } from '@arco-design/web-react';
import { Link, useLocation, useParams, useSearchParams } from 'wouter';
import { TemplateErrors } from '@domain/templates/errors';
import type { RecycleBinFilter } from '@domain/templates/recycle-bin.schemas';
import { ORDER_FORM_CONTROLS } from '@domain/templates/fixed-fields';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { paths } from '@/app/paths';
import { FormBuilder } from '@/features/form-builder/components/form-builder';
import { ownerBinQuery } from '@/features/templates/owner-bin';
import {
  eventTemplateBody,
  orderTypeBody,
  useGetEventTemplateQuery,
  useGetOrderTypeQuery,
  useListBinFieldsQuery,
  useSaveEventTemplateMutation,
  useSaveOrderTypeMutation,
} from '@/features/templates/templates.api';
import { idFrom, LoadState } from './load-state';

interface TemplateBuilderProps {
  /** The form's fields in the recycle bin keep their keys: a new field may not take one. */
  owner: RecycleBinFilter;
  name: string;
  fields: readonly TemplateField[];
  back: string;
  presets?: readonly TemplateField[];
  onSave: (fields: TemplateField[]) => Promise<readonly TemplateField[]>;
}

function TemplateBuilder({ owner, name, fields, back, presets, onSave }: TemplateBuilderProps) {
  const { data: bin = [] } = useListBinFieldsQuery(ownerBinQuery(owner));
  const extra = (
    <>
      <Link href={paths.templateCenter('recycle')} asChild>
        <Button type="text">回收站</Button>
      </Link>
      <Link href={back} asChild>
        <Button>返回</Button>
      </Link>
    </>
  );
  return (
    <Card bordered={false}>
      <FormBuilder
        title={`${name} · 表单设计`}
        fields={fields}
        takenKeys={bin.map((r) => r.field.key)}
        presets={presets}
        onSave={onSave}
        extra={extra}
      />
    </Card>
  );
}

function OrderTypeBuilder({ id }: { id: number }) {
  const { data: row, error } = useGetOrderTypeQuery(id);
  const [save] = useSaveOrderTypeMutation();
  if (!row) return <LoadState error={error} />;
  // The type's other properties go back as they are: /v2/temp/save takes the whole type.
  const handleSave = async (fields: TemplateField[]) => (await save(orderTypeBody(row, { form: { fields } })).unwrap()).data!.form.fields;
  return (
    <TemplateBuilder
      owner={{ orderTypeId: id }}
      name={row.name}
      fields={row.form.fields}
      back={paths.templateCenter('order')}
      presets={ORDER_FORM_CONTROLS}
      onSave={handleSave}
    />
  );
}

function EventTemplateBuilder({ id, fromEventSet }: { id: number; fromEventSet: boolean }) {
  const { data: row, error } = useGetEventTemplateQuery(id);
  const [save] = useSaveEventTemplateMutation();
  if (!row) return <LoadState error={error} />;
  const handleSave = async (fields: TemplateField[]) => (await save(eventTemplateBody(row, { form: { fields } })).unwrap()).data!.form.fields;
  const back = fromEventSet ? paths.processEvent(id, row.name) : paths.templateCenter('event');
  return <TemplateBuilder owner={{ eventTemplateId: id }} name={row.name} fields={row.form.fields} back={back} onSave={handleSave} />;
}

/**
 * The form builder of a template: /templateCenter/customFormbeta?tmpId&type&tmpName (type 'order' or
 * 'event'), the older /templateCenter/customForm/{id} of an order type, and
 * /eventSet/processevent/customForm?id of an event template.
 */
export default function FormBuilderPage() {
  const [location] = useLocation();
  const [search] = useSearchParams();
  const { orderType } = useParams<{ orderType?: string }>();
  const fromEventSet = location.startsWith(paths.eventSet);
  const isEvent = fromEventSet || search.get('type') === 'event';
  const id = idFrom(search.get('tmpId') ?? search.get('id') ?? orderType);
  if (id === null) return <LoadState missing={isEvent ? TemplateErrors.eventTemplateNotFound : TemplateErrors.orderTypeNotFound} />;
  if (isEvent) return <EventTemplateBuilder id={id} fromEventSet={fromEventSet} />;
  return <OrderTypeBuilder id={id} />;
}
