import { freeEditionNotice } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import { Plan } from '@domain/shell/plans';
import { ORDER_FIXED_FIELDS, ORDER_RESERVED_FIELDS } from '@domain/templates/fixed-fields';
import { TemplateErrors, lastEnabledOrderType } from '@domain/templates/errors';
import type {
  AutoDispatchRule,
  DefaultDispatch,
  DefaultDispatchView,
  OrderTypeListQuery,
  OrderTypeOption,
  OrderTypeRow,
  OrderTypeSettings,
  OrderTypeSla,
  SaveOrderTypeInput,
} from '@domain/templates/order-types.schemas';
import { FormOwnerKind, TEMPLATE_KIND_NAMES, TEMPLATE_KINDS, type TemplateKindValue } from '@domain/templates/template.constants';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database, Executor } from '../../db/database';
import { forbidden, notFound } from '../../lib/app-error';
import { applyFormRules, rulesFor } from './form-changes';
import { TemplateLifecycle, type TemplateFamily } from './template-lifecycle';
import { assertDispatchTarget, assertProcessUsers, dispatchNamer, dispatchNames } from './template-settings';
import { orderTypeKindIs as kindIs, orderTypeQueries as q, type OrderTypeRecord, type OrderTypeTable } from './template-table.queries';
import { isoTime, lockTemplates, logTemplateChange, type TemplateActor } from './templates-common';

export function toOrderTypeRow(r: OrderTypeRecord): OrderTypeRow {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    enabled: r.enabled,
    form: r.form as TemplateForm,
    settings: r.settings as OrderTypeSettings,
    createTime: isoTime(r.createdAt),
    updateTime: isoTime(r.updatedAt),
  };
}

const family: TemplateFamily<OrderTypeTable> = {
  queries: q,
  ownerKind: FormOwnerKind.orderType,
  label: '工单类型',
  action: 'order-type',
  errors: { notFound: TemplateErrors.orderTypeNotFound, nameTaken: TemplateErrors.orderTypeNameTaken, first: TemplateErrors.orderTypeFirst, last: TemplateErrors.orderTypeLast },
  async enabledGroups(tx, enterpriseId) {
    const counts = new Map<string, number>();
    for (const kind of TEMPLATE_KINDS) counts.set(kind, await q.enabledCount(tx, enterpriseId, kindIs(kind)));
    return counts;
  },
  lastEnabled: (kind) => lastEnabledOrderType(TEMPLATE_KIND_NAMES[kind as TemplateKindValue]),
  auditShape: (r) => ({ kind: r.kind, name: r.name, enabled: r.enabled, form: r.form, settings: r.settings }),
};

/** Order types (templates): the order form, approvals, dispatch, pick-up limit, SLA rules and process. */
export class OrderTypesService {
  private readonly lifecycle: TemplateLifecycle<OrderTypeTable>;

  constructor(
    private readonly db: Database,
    private readonly hotline: string,
  ) {
    this.lifecycle = new TemplateLifecycle(db, family);
  }

  /** Enabled order types for pickers and filters. */
  options(enterpriseId: number, kind?: TemplateKindValue): Promise<OrderTypeOption[]> {
    return this.db.tenant(enterpriseId, async (tx) =>
      (await q.all(tx, enterpriseId, { enabledOnly: true, extra: kindIs(kind) })).map((r) => ({ id: r.id, name: r.name, kind: r.kind })),
    );
  }

  list(enterpriseId: number, query: Omit<OrderTypeListQuery, keyof Paging>, paging: Paging): Promise<OrderTypeRow[]> {
    return this.db.tenant(enterpriseId, async (tx) => (await q.list(tx, enterpriseId, query.keyword, paging, kindIs(query.kind))).map(toOrderTypeRow));
  }

  count(enterpriseId: number, query: Omit<OrderTypeListQuery, keyof Paging>): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.count(tx, enterpriseId, query.keyword, kindIs(query.kind)));
  }

  detail(enterpriseId: number, id: number): Promise<OrderTypeRow> {
    return this.db.tenant(enterpriseId, async (tx) => toOrderTypeRow(await found(tx, enterpriseId, id)));
  }

  async save(actor: TemplateActor, input: SaveOrderTypeInput): Promise<OrderTypeRow> {
    const { enterpriseId } = actor;
    const record = await this.lifecycle.save(actor, input, async (tx, before) => {
      // SLA is a paid feature (spec part 1 section 6): a free enterprise keeps the rules it has.
      const slaBefore = (before?.settings as OrderTypeSettings | undefined)?.sla ?? [];
      if (actor.planType === Plan.free && JSON.stringify(slaBefore) !== JSON.stringify(input.settings.sla))
        throw forbidden(freeEditionNotice('SLA', this.hotline));
      await assertDispatchTarget(tx, enterpriseId, input.settings.defaultDispatch);
      await assertProcessUsers(tx, enterpriseId, input.settings.process);
      const rules = rulesFor(before?.form as TemplateForm | undefined, ORDER_FIXED_FIELDS, ORDER_RESERVED_FIELDS);
      const form = applyFormRules(input.form, rules);
      return { kind: input.kind, name: input.name, enabled: input.enabled, form, settings: input.settings };
    });
    return toOrderTypeRow(record);
  }

  async setEnabled(actor: TemplateActor, id: number, enabled: boolean): Promise<OrderTypeRow> {
    return toOrderTypeRow(await this.lifecycle.setEnabled(actor, id, enabled));
  }

  sort(actor: TemplateActor, id: number, step: -1 | 1): Promise<void> {
    return this.lifecycle.move(actor, id, step);
  }

  remove(actor: TemplateActor, ids: number[]): Promise<void> {
    return this.lifecycle.remove(actor, ids);
  }

  /** The SLA rules of every order type, enabled or not. */
  slaList(enterpriseId: number): Promise<OrderTypeSla[]> {
    return this.db.tenant(enterpriseId, async (tx) =>
      (await q.all(tx, enterpriseId)).map((r) => ({
        templateId: r.id,
        templateName: r.name,
        kind: r.kind,
        enabled: r.enabled,
        rules: (r.settings as OrderTypeSettings).sla,
      })),
    );
  }

  /** Every order type's default dispatch, in the order types' order. */
  dispatchList(enterpriseId: number): Promise<AutoDispatchRule[]> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const types = await q.all(tx, enterpriseId);
      const dispatchOf = (r: OrderTypeRecord) => (r.settings as OrderTypeSettings).defaultDispatch;
      const names = await dispatchNamer(tx, enterpriseId, types.map(dispatchOf));
      return types.map((r) => ({ tmplId: r.id, templateName: r.name, kind: r.kind, enabled: r.enabled, ...dispatchOf(r), ...names(dispatchOf(r)) }));
    });
  }

  getDispatch(enterpriseId: number, id: number): Promise<DefaultDispatchView> {
    return this.db.tenant(enterpriseId, async (tx) => {
      const { defaultDispatch } = (await found(tx, enterpriseId, id)).settings as OrderTypeSettings;
      return { tmplId: id, ...defaultDispatch, ...(await dispatchNames(tx, enterpriseId, defaultDispatch)) };
    });
  }

  updateDispatch(actor: TemplateActor, id: number, dispatch: DefaultDispatch): Promise<DefaultDispatchView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockTemplates(tx, enterpriseId);
      const before = await found(tx, enterpriseId, id);
      await assertDispatchTarget(tx, enterpriseId, dispatch);
      const settings = before.settings as OrderTypeSettings;
      await q.update(tx, enterpriseId, id, { settings: { ...settings, defaultDispatch: dispatch } });
      const names = await dispatchNames(tx, enterpriseId, dispatch);
      const target = names.userName ?? names.groupName ?? '不指定';
      await logTemplateChange(tx, actor, {
        action: 'order-type.dispatch',
        targetId: id,
        summary: `修改默认派单：${before.name} → ${target}`,
        before: settings.defaultDispatch,
        after: dispatch,
      });
      return { tmplId: id, ...dispatch, ...names };
    });
  }
}

async function found(tx: Executor, enterpriseId: number, id: number): Promise<OrderTypeRecord> {
  const [record] = await q.find(tx, enterpriseId, [id]);
  if (!record) throw notFound(TemplateErrors.orderTypeNotFound);
  return record;
}
