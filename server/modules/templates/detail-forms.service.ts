import { DETAIL_ENTITY_NAMES, DETAIL_FIXED_FIELDS, type DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import type { DetailFormView, SaveDetailFieldInput } from '@domain/templates/detail-forms.schemas';
import { TemplateErrors, fieldKeyTaken, fixedFieldRemoved } from '@domain/templates/errors';
import { FormOwnerKind } from '@domain/templates/template.constants';
import type { TemplateField, TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { findDetailForm, storeDetailForm } from './detail-forms.queries';
import { applyFormRules, assertDefinition, insertField, removedFields, rulesFor } from './form-changes';
import { recycleFields } from './recycle-bin.service';
import { lockTemplates, logTemplateChange, type TemplateActor } from './templates-common';

const view = (type: DetailEntityTypeValue, form: TemplateForm): DetailFormView => ({ type, typeName: DETAIL_ENTITY_NAMES[type], form });
const fieldLabel = (field: TemplateField) => field.title || field.key;

/** The stored form of the kind (its fixed fields alone before its first change), led by any fixed field it lacks. */
async function currentForm(tx: Executor, enterpriseId: number, type: DetailEntityTypeValue): Promise<TemplateForm> {
  const stored = ((await findDetailForm(tx, enterpriseId, type))?.form as TemplateForm | undefined)?.fields ?? [];
  const keys = new Set(stored.map((f) => f.key));
  return { fields: [...DETAIL_FIXED_FIELDS[type].filter((f) => !keys.has(f.key)), ...stored] };
}

/**
 * Detail-control forms: the custom fields every record of an entity kind has (orders, customers,
 * customer products, contracts, events, projects, expenses). A form holds the kind's fixed fields
 * too, flagged fixed, so a builder shows them where they stand.
 */
export class DetailFormsService {
  constructor(private readonly db: Database) {}

  view(enterpriseId: number, type: DetailEntityTypeValue): Promise<DetailFormView> {
    return this.db.tenant(enterpriseId, async (tx) => view(type, await currentForm(tx, enterpriseId, type)));
  }

  addField(actor: TemplateActor, type: DetailEntityTypeValue, input: SaveDetailFieldInput): Promise<DetailFormView> {
    return this.change(actor, type, 'add', (form) => {
      const taken = form.fields.find((f) => f.key === input.field.key);
      if (taken) throw conflict(fieldKeyTaken(input.field.key, fieldLabel(taken)));
      return { form: insertField(form, input.field, input.position), summary: `新增字段：${DETAIL_ENTITY_NAMES[type]} / ${fieldLabel(input.field)}` };
    });
  }

  updateField(actor: TemplateActor, type: DetailEntityTypeValue, field: TemplateField): Promise<DetailFormView> {
    return this.change(actor, type, 'update', (form) => {
      if (!form.fields.some((f) => f.key === field.key)) throw notFound(TemplateErrors.fieldNotFound);
      return {
        form: { fields: form.fields.map((f) => (f.key === field.key ? field : f)) },
        summary: `修改字段：${DETAIL_ENTITY_NAMES[type]} / ${fieldLabel(field)}`,
      };
    });
  }

  /** Moves the field to the recycle bin; a field a formula still uses stays (the check names the formula). */
  deleteField(actor: TemplateActor, type: DetailEntityTypeValue, key: string): Promise<DetailFormView> {
    return this.change(actor, type, 'delete', (form) => {
      const field = form.fields.find((f) => f.key === key);
      if (!field) throw notFound(TemplateErrors.fieldNotFound);
      if (field.fixed) throw badRequest(fixedFieldRemoved(fieldLabel(field)));
      return { form: { fields: form.fields.filter((f) => f.key !== key) }, summary: `删除字段：${DETAIL_ENTITY_NAMES[type]} / ${fieldLabel(field)}` };
    });
  }

  /** Saves the whole form; fields it leaves out go to the recycle bin. */
  saveForm(actor: TemplateActor, type: DetailEntityTypeValue, form: TemplateForm): Promise<DetailFormView> {
    return this.change(actor, type, 'save', () => ({ form, summary: `保存表单：${DETAIL_ENTITY_NAMES[type]}` }));
  }

  private change(
    actor: TemplateActor,
    type: DetailEntityTypeValue,
    verb: string,
    edit: (form: TemplateForm) => { form: TemplateForm; summary: string },
  ): Promise<DetailFormView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx: Tx) => {
      await lockTemplates(tx, enterpriseId);
      const before = await currentForm(tx, enterpriseId, type);
      const { form: edited, summary } = edit(before);
      const form = applyFormRules(edited, rulesFor(before, DETAIL_FIXED_FIELDS[type]));
      assertDefinition(form);
      const stored = await storeDetailForm(tx, enterpriseId, type, form);
      await recycleFields(tx, actor, FormOwnerKind.detailForm, stored.id, removedFields(before, form));
      await logTemplateChange(tx, actor, { action: `detail-form.${verb}`, targetId: type, summary, before, after: form });
      return view(type, form);
    });
  }
}
