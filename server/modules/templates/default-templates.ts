import { eq, notExists, or } from 'drizzle-orm';
import { DEFAULT_ORDER_FORM } from '@domain/templates/fixed-fields';
import { EventTemplateSettingsSchema } from '@domain/templates/event-templates.schemas';
import { OrderTypeSettingsSchema } from '@domain/templates/order-types.schemas';
import { DEFAULT_TEMPLATE_NAMES, TemplateKind } from '@domain/templates/template.constants';
import type { Database, Executor } from '../../db/database';
import { enterprises } from '../../db/schema/tenancy';
import { eventTemplates, orderTypes } from '../../db/schema/templates';
import { eventTemplateQueries, orderTypeQueries } from './template-table.queries';

/**
 * Gives an enterprise the default order types (默认工单 external, 内部工单 internal, both with the
 * default order form) and the default event template, each only if it never had one of its kind.
 * Runs in the caller's transaction.
 */
export async function addDefaultTemplates(tx: Executor, enterpriseId: number): Promise<void> {
  if (!(await orderTypeQueries.everHad(tx, enterpriseId))) {
    const settings = OrderTypeSettingsSchema.parse({});
    const form = { fields: [...DEFAULT_ORDER_FORM] };
    for (const kind of [TemplateKind.external, TemplateKind.internal])
      await orderTypeQueries.insert(tx, enterpriseId, { kind, name: DEFAULT_TEMPLATE_NAMES[kind], enabled: true, form, settings });
  }
  if (!(await eventTemplateQueries.everHad(tx, enterpriseId))) {
    const settings = EventTemplateSettingsSchema.parse({});
    await eventTemplateQueries.insert(tx, enterpriseId, { name: DEFAULT_TEMPLATE_NAMES.event, enabled: true, form: { fields: [] }, settings });
  }
}

/**
 * Run at start: enterprises set up before the template centre existed get the defaults once.
 * Returns the number of enterprises that got some.
 */
export async function offerDefaultTemplates(database: Database): Promise<number> {
  const lacking = await database.system
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      or(
        notExists(database.system.select({ id: orderTypes.id }).from(orderTypes).where(eq(orderTypes.enterpriseId, enterprises.id))),
        notExists(database.system.select({ id: eventTemplates.id }).from(eventTemplates).where(eq(eventTemplates.enterpriseId, enterprises.id))),
      ),
    );
  for (const { id } of lacking) await database.system.transaction((tx) => addDefaultTemplates(tx, id));
  return lacking.length;
}
