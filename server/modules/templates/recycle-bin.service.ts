import type { Paging } from '@domain/common/paging';
import { DETAIL_ENTITY_NAMES, type DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import { TemplateErrors, restoreKeyTaken } from '@domain/templates/errors';
import type { RecycleBinFilter, RecycledFieldRow } from '@domain/templates/recycle-bin.schemas';
import { FormOwnerKind, type FormOwnerKindValue } from '@domain/templates/template.constants';
import type { TemplateField, TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database, Executor, Tx } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { userNames } from '../users/users.public';
import { findDetailFormsById, storeDetailForm } from './detail-forms.queries';
import { assertDefinition, insertField, type RemovedField } from './form-changes';
import * as q from './recycle-bin.queries';
import { eventTemplateQueries, orderTypeQueries } from './template-table.queries';
import { isoTime, lockTemplates, logTemplateChange, type TemplateActor } from './templates-common';

/** Puts fields removed from a form into the template-field recycle bin. */
export function recycleFields(tx: Executor, actor: TemplateActor, ownerKind: FormOwnerKindValue, ownerId: number, removed: RemovedField[]) {
  return q.insertRecycledFields(
    tx,
    actor.enterpriseId,
    removed.map(({ field, position }) => ({ ownerKind, ownerId, field, position, deletedBy: actor.userId })),
  );
}

const ownerKey = (kind: string, id: number) => `${kind}:${id}`;

/** A form a recycled field can go back into. */
interface FormOwner {
  name: string;
  form: TemplateForm;
  store(form: TemplateForm): Promise<unknown>;
}

async function loadOwner(tx: Executor, enterpriseId: number, kind: string, id: number): Promise<FormOwner | undefined> {
  if (kind === FormOwnerKind.detailForm) {
    const [row] = await findDetailFormsById(tx, enterpriseId, [id]);
    return (
      row && {
        name: DETAIL_ENTITY_NAMES[row.entityType as DetailEntityTypeValue],
        form: row.form as TemplateForm,
        store: (form) => storeDetailForm(tx, enterpriseId, row.entityType, form),
      }
    );
  }
  const queries = kind === FormOwnerKind.orderType ? orderTypeQueries : eventTemplateQueries;
  const [row] = await queries.find(tx, enterpriseId, [id]);
  return row && { name: row.name, form: row.form as TemplateForm, store: (form) => queries.update(tx, enterpriseId, id, { form }) };
}

/** Names of the forms the given recycled fields came from. */
async function ownerNames(tx: Executor, enterpriseId: number, records: q.RecycledFieldRecord[]) {
  const idsOf = (kind: string) => records.filter((r) => r.ownerKind === kind).map((r) => r.ownerId);
  const orderTypes = await orderTypeQueries.find(tx, enterpriseId, idsOf(FormOwnerKind.orderType));
  const eventTemplates = await eventTemplateQueries.find(tx, enterpriseId, idsOf(FormOwnerKind.eventTemplate));
  const detailForms = await findDetailFormsById(tx, enterpriseId, idsOf(FormOwnerKind.detailForm));
  return new Map<string, string>([
    ...orderTypes.map((r) => [ownerKey(FormOwnerKind.orderType, r.id), r.name] as const),
    ...eventTemplates.map((r) => [ownerKey(FormOwnerKind.eventTemplate, r.id), r.name] as const),
    ...detailForms.map((r) => [ownerKey(FormOwnerKind.detailForm, r.id), DETAIL_ENTITY_NAMES[r.entityType as DetailEntityTypeValue]] as const),
  ]);
}

/** The template-field recycle bin across the enterprise's order types, event templates and detail forms, or of one of them. */
export class RecycleBinService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, filter: RecycleBinFilter, paging: Paging): Promise<RecycledFieldRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const records = await q.listRecycledFields(tx, enterpriseId, filter, paging);
      const owners = await ownerNames(tx, enterpriseId, records);
      const users = new Map((await userNames(tx, enterpriseId, [...new Set(records.map((r) => r.deletedBy))])).map((u) => [u.id, u]));
      return records.map((r) => ({
        id: r.id,
        ownerKind: r.ownerKind as FormOwnerKindValue,
        ownerId: r.ownerId,
        ownerName: owners.get(ownerKey(r.ownerKind, r.ownerId)) ?? '',
        field: r.field as TemplateField,
        position: r.position,
        deletedBy: users.get(r.deletedBy) ?? { id: r.deletedBy, name: '' },
        deleteTime: isoTime(r.deletedAt),
      }));
    });
  }

  count(enterpriseId: number, filter: RecycleBinFilter): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countRecycledFields(tx, enterpriseId, filter));
  }

  /**
   * Puts the fields back into their forms at their old places, all or none. Refused (409) when a
   * field's key is in use again or its form no longer accepts it (a formula whose field is gone).
   */
  restore(actor: TemplateActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockTemplates(tx, enterpriseId);
      const records = await q.findRecycledFields(tx, enterpriseId, ids);
      if (records.length !== ids.length) throw notFound(TemplateErrors.recycledFieldNotFound);
      const byOwner = new Map<string, q.RecycledFieldRecord[]>();
      for (const r of records) {
        const key = ownerKey(r.ownerKind, r.ownerId);
        byOwner.set(key, [...(byOwner.get(key) ?? []), r]);
      }
      for (const group of byOwner.values()) await restoreInto(tx, actor, group);
      await q.deleteRecycledFields(tx, enterpriseId, ids);
    });
  }
}

/** Restores one form's fields, lowest position first so each lands where it stood. */
async function restoreInto(tx: Tx, actor: TemplateActor, records: q.RecycledFieldRecord[]) {
  const [{ ownerKind, ownerId }] = records;
  const owner = await loadOwner(tx, actor.enterpriseId, ownerKind, ownerId);
  if (!owner) throw conflict(TemplateErrors.ownerGone);
  let form = owner.form;
  const sorted = [...records].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const record of sorted) {
    const field = { ...(record.field as TemplateField), fixed: false };
    const taken = form.fields.find((f) => f.key === field.key);
    if (taken) throw conflict(restoreKeyTaken(field.key, taken.title || taken.key));
    form = insertField(form, field, record.position);
  }
  assertDefinition(form, conflict);
  await owner.store(form);
  const titles = sorted.map((r) => (r.field as TemplateField).title || (r.field as TemplateField).key);
  await logTemplateChange(tx, actor, {
    action: 'form-field.restore',
    targetId: ownerKey(ownerKind, ownerId),
    summary: `恢复字段：${owner.name} / ${titles.join('、')}`,
    after: sorted.map((r) => r.field),
  });
}
