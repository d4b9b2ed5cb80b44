import { EventTemplateSettingsSchema } from '@domain/templates/event-templates.schemas';
import { ORDER_FIXED_FIELDS, ORDER_FORM_CONTROLS } from '@domain/templates/fixed-fields';
import { OrderTypeSettingsSchema } from '@domain/templates/order-types.schemas';
import type { TemplateKindValue } from '@domain/templates/template.constants';
import { TemplateFormSchema, type TemplateField } from '@domain/templates/template-form.schemas';
import type { Executor } from '../../db/database';
import { eventTemplateQueries, orderTypeQueries } from './template-table.queries';

type DemoField = Pick<TemplateField, 'key' | 'type' | 'title'> & Partial<TemplateField>;

/** A demo enterprise's extra templates; people are named, as in the rest of the demo data. */
export interface DemoTemplates {
  orderTypes: {
    kind: TemplateKindValue;
    name: string;
    /** Keys of ORDER_FORM_CONTROLS to put on the form after the fixed fields. */
    controls: string[];
    fields: DemoField[];
    /** Settings as the API takes them, with `dispatchTo` naming the default service staff. */
    settings: Record<string, unknown> & { dispatchTo?: string };
  }[];
  eventTemplates: { name: string; fields: DemoField[]; settings: Record<string, unknown> }[];
}

/** Inserts demo templates inside the seed's transaction; the API's schemas check them as they would a save. */
export async function seedTemplates(tx: Executor, enterpriseId: number, demo: DemoTemplates, userIds: Map<string, number>) {
  const idOf = (name: string) => {
    const id = userIds.get(name);
    if (id === undefined) throw new Error(`demo templates name an unknown user: ${name}`);
    return id;
  };
  for (const t of demo.orderTypes) {
    const controls = ORDER_FORM_CONTROLS.filter((c) => t.controls.includes(c.key));
    const form = TemplateFormSchema.parse({ fields: [...ORDER_FIXED_FIELDS, ...controls, ...t.fields] });
    const { dispatchTo, ...rest } = t.settings;
    const settings = OrderTypeSettingsSchema.parse({
      ...rest,
      defaultDispatch: dispatchTo ? { mode: 'user', userId: idOf(dispatchTo) } : { mode: 'none' },
    });
    await orderTypeQueries.insert(tx, enterpriseId, { kind: t.kind, name: t.name, enabled: true, form, settings });
  }
  for (const t of demo.eventTemplates) {
    const form = TemplateFormSchema.parse({ fields: t.fields });
    const settings = EventTemplateSettingsSchema.parse(t.settings);
    await eventTemplateQueries.insert(tx, enterpriseId, { name: t.name, enabled: true, form, settings });
  }
}
