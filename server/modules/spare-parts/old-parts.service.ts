import type { Paging } from '@domain/common/paging';
import { Role } from '@domain/shell/roles';
import { LocationKind, MovementType, SpareTexts, type Location, type MovementTypeCode } from '@domain/spare-parts/spare-parts.constants';
import {
  MANAGE_KIND_NAMES,
  OldPartTexts,
  RecycleFormOp,
  RECYCLE_STATE_NAMES,
  RecycleState,
  recycleCode,
  type ManageEditInput,
  type ManageListQuery,
  type ManageRow,
  type OldLogQuery,
  type OldLogRow,
  type OldPartParamRow,
  type OldStockQuery,
  type OldStockRow,
  type RecycleFormRow,
  type RecycleListQuery,
  type SaveParamInput,
  type SaveRecycleFormInput,
} from '@domain/spare-parts/old-parts';
import { formatQty, fromNumeric } from '@domain/spare-parts/quantity';
import { recycleFormMachine } from '@domain/spare-parts/recycle-form.machine';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, enforce, forbidden, notFound } from '../../lib/app-error';
import { checkOrdersVisible } from '../orders/orders.public';
import { isKeeperRole, type SpareActor } from './movements.service';
import { oldLogRows, oldStore, readsAll, servedOrder } from './old-parts-common';
import * as oq from './old-parts.queries';
import { postMovement } from './posting';
import * as q from './posting.queries';
import { namer } from './stock.service';
import * as sq from './stock.queries';

/** Old-part recycling: the recycle form template, forms from orders, warehouse receipt, the old-part store and its management. */
export class OldPartsService {
  constructor(private readonly db: Database) {}

  // ---- the recycle form template (/old/part/param/*)

  params(enterpriseId: number): Promise<OldPartParamRow[]> {
    return this.db.tenantRead(enterpriseId, async (tx) =>
      (await oq.listParams(tx, enterpriseId)).map((p) => ({ id: p.id, name: p.name, fieldType: p.fieldType, required: p.required, options: p.options, sort: p.sort })),
    );
  }

  saveParam(enterpriseId: number, input: SaveParamInput): Promise<number> {
    return this.db.tenant(enterpriseId, async (tx) => {
      if (await oq.paramNameTaken(tx, enterpriseId, input.name, input.id)) throw conflict(`name: ${OldPartTexts.paramNameTaken}`);
      const values = { name: input.name, fieldType: input.fieldType, required: input.required, options: input.fieldType === 3 ? input.options : [], sort: input.sort };
      if (input.id === undefined) return oq.insertParam(tx, { enterpriseId, ...values });
      if (!(await oq.updateParam(tx, enterpriseId, input.id, values))) throw notFound(`id: ${OldPartTexts.paramNotFound}`);
      return input.id;
    });
  }

  deleteParams(enterpriseId: number, ids: number[]) {
    if (ids.length === 0) throw badRequest('ids: 请选择回收参数');
    return this.db.tenant(enterpriseId, async (tx) => {
      // Forms keep the name and value of each field they were filled with, so deleting a field loses nothing.
      if ((await oq.deleteParams(tx, enterpriseId, ids)) !== ids.length) throw notFound(`ids: ${OldPartTexts.paramNotFound}`);
    });
  }

  // ---- recycle forms

  /** Staff serving an order write the old parts they took out: one form per line, each with its own code to scan. */
  saveForms(actor: SpareActor, input: SaveRecycleFormInput): Promise<{ ids: number[]; codes: string[] }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const order = await servedOrder(tx, actor, input.orderId);
      const values = this.checkValues(await oq.listParams(tx, actor.enterpriseId), input.values);
      const parts = new Map((await q.partsForPosting(tx, actor.enterpriseId, [...new Set(input.lines.map((l) => l.partId))])).map((p) => [p.id, p]));
      input.lines.forEach((line, i) => {
        const part = parts.get(line.partId);
        if (!part) throw notFound(`lines.${i}.partId: 第${i + 1}行：${SpareTexts.partNotFound}`);
        if (!part.decimal && line.qty % 100 !== 0) throw badRequest(`lines.${i}.qty: 第${i + 1}行：备件“${part.name}”的数量须为正整数`);
      });
      const rows = await oq.insertForms(
        tx,
        input.lines.map((l) => ({ enterpriseId: actor.enterpriseId, orderId: order.id, orderNo: order.code, partId: l.partId, qty: formatQty(l.qty), values, remark: input.remark, createdBy: actor.userId })),
      );
      const codes = rows.map((r) => ({ id: r.id, code: recycleCode(r.id) }));
      await oq.setCodes(tx, actor.enterpriseId, codes);
      return { ids: codes.map((c) => c.id), codes: codes.map((c) => c.code) };
    });
  }

  /** The template's values of a form: required fields filled, radios among their options, numbers numeric; unknown fields refused. */
  private checkValues(params: Awaited<ReturnType<typeof oq.listParams>>, given: Record<string, string | number>) {
    const byId = new Map(params.map((p) => [String(p.id), p]));
    for (const key of Object.keys(given)) if (!byId.has(key)) throw badRequest(`values.${key}: ${OldPartTexts.paramNotFound}`);
    return params.flatMap((p) => {
      const value = String(given[String(p.id)] ?? '').trim();
      if (!value) {
        if (p.required) throw badRequest(`values.${p.id}: 请填写${p.name}`);
        return [];
      }
      if (p.fieldType === 2 && !Number.isFinite(Number(value))) throw badRequest(`values.${p.id}: ${p.name}须为数字`);
      if (p.fieldType === 3 && !p.options.includes(value)) throw badRequest(`values.${p.id}: ${p.name}只能选 ${p.options.join('、')}`);
      return [{ paramId: p.id, name: p.name, value }];
    });
  }

  /** Recycle records: everyone's for those who read all, otherwise the caller's own. */
  forms(actor: SpareActor, query: RecycleListQuery & { remind?: 'recycling' | 'recycled' }): Promise<{ list: RecycleFormRow[]; total: number }> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const f = this.formScope(actor, query);
      const rows = await oq.listForms(tx, actor.enterpriseId, f);
      return { list: await this.shapeForms(tx, actor, rows), total: await oq.countForms(tx, actor.enterpriseId, f) };
    });
  }

  countForms(actor: SpareActor, query: RecycleListQuery & { remind?: 'recycling' | 'recycled' }): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => oq.countForms(tx, actor.enterpriseId, this.formScope(actor, query)));
  }

  /**
   * Reminders: `recycling` the forms still to recycle (a keeper's: all of them, staff: their own);
   * `recycled` the caller's own forms a warehouse received, until dismissed with batch ignore.
   */
  private formScope(actor: SpareActor, query: RecycleListQuery & { remind?: 'recycling' | 'recycled' }): oq.FormFilter & Paging {
    if (query.remind === 'recycled') return { ...query, state: RecycleState.received, createdBy: actor.userId, remindOff: false };
    const own = readsAll(actor) ? {} : { createdBy: actor.userId };
    if (query.remind === 'recycling') return { ...query, ...own, state: RecycleState.waiting };
    return { ...query, ...own };
  }

  /** The forms of one order (its detail's 旧件回收), for anyone who may see the order (404 for others). */
  async orderForms(actor: SpareActor, orderId: number) {
    await this.db.tenantRead(actor.enterpriseId, (tx) => checkOrdersVisible(tx, actor, [orderId]));
    return this.forms({ ...actor, role: Role.admin }, { pageIndex: 0, pageSize: 100, orderId, keyword: '' });
  }

  form(actor: SpareActor, id: number): Promise<RecycleFormRow> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const [row] = await oq.listForms(tx, actor.enterpriseId, { pageIndex: 0, pageSize: 1, keyword: '', id, ...(readsAll(actor) ? {} : { createdBy: actor.userId }) });
      if (!row) throw notFound(`id: ${OldPartTexts.formNotFound}`);
      return (await this.shapeForms(tx, actor, [row]))[0];
    });
  }

  /** Deletes forms still to recycle: the writer their own, keepers and administrators any. A received form stays (it has moved stock). */
  deleteForms(actor: SpareActor, ids: number[]) {
    if (ids.length === 0) throw badRequest('ids: 请选择回收单');
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const forms = await oq.lockForms(tx, actor.enterpriseId, ids);
      if (forms.length !== new Set(ids).size) throw notFound(`ids: ${OldPartTexts.formNotFound}`);
      for (const f of forms) enforce(recycleFormMachine.decide(f, actor, RecycleFormOp.delete));
      await oq.softDeleteForms(tx, actor.enterpriseId, ids);
    });
  }

  /**
   * A warehouse receives forms (picked, or scanned at /oldPartsRecyle/scan): one 回收 movement brings
   * each form's part in from outside to the warehouse's old-part store, all forms or none.
   */
  receipt(actor: SpareActor, input: { warehouseId: number; ids: number[] }): Promise<{ movementId: number; received: number }> {
    enforce(recycleFormMachine.refuseRole(RecycleFormOp.receive, actor) ?? { ok: true });
    const ids = [...new Set(input.ids)];
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.checkKeeps(tx, actor, input.warehouseId);
      const forms = await oq.lockForms(tx, actor.enterpriseId, ids);
      if (forms.length !== ids.length) throw notFound(`ids: ${OldPartTexts.formNotFound}`);
      for (const f of forms) enforce(recycleFormMachine.decide(f, actor, RecycleFormOp.receive));
      const orders = [...new Set(forms.map((f) => f.orderId))];
      const posted = await postMovement(tx, {
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
        type: MovementType.recycle,
        lines: forms.map((f) => ({ partId: f.partId, qty: fromNumeric(f.qty), from: null, to: oldStore(input.warehouseId) })),
        orderId: orders.length === 1 ? orders[0] : null,
        docNo: forms.length === 1 ? forms[0].code : `${forms[0].code}等${forms.length}张`,
        remark: '旧件回收',
      });
      await oq.markReceived(tx, actor.enterpriseId, ids, { warehouseId: input.warehouseId, userId: actor.userId, movementId: posted.movementId });
      return { movementId: posted.movementId, received: forms.length };
    });
  }

  /** Dismisses the caller's recycled reminders; ids that are not their own received forms refuse the whole call. */
  ignoreRecycled(actor: SpareActor, ids: number[]) {
    if (ids.length === 0) throw badRequest('ids: 请选择提醒');
    const unique = [...new Set(ids)];
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const n = await oq.ignoreRecycled(tx, actor.enterpriseId, actor.userId, unique);
      if (n !== unique.length) throw conflict('ids: 只能忽略自己已回收且未忽略的提醒');
      return n;
    });
  }

  /** Recovery search: a scanned or typed code (exact), or a keyword over codes, order numbers and part names. */
  search(actor: SpareActor, query: { code: string; keyword: string }) {
    if (!readsAll(actor)) throw forbidden();
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const f = { pageIndex: 0, pageSize: 20, keyword: query.code ? '' : query.keyword, code: query.code.toUpperCase() || undefined };
      return this.shapeForms(tx, actor, await oq.listForms(tx, actor.enterpriseId, f));
    });
  }

  private async shapeForms(tx: Executor, actor: SpareActor, rows: Awaited<ReturnType<typeof oq.listForms>>): Promise<RecycleFormRow[]> {
    const { enterpriseId } = actor;
    const names = await namer(tx, enterpriseId, [], rows.flatMap((r) => [r.form.createdBy, r.form.receivedBy ?? r.form.createdBy]));
    return rows.map(({ form: f, partName, unit, warehouseName }) => ({
      id: f.id,
      code: f.code,
      orderId: f.orderId,
      orderNo: f.orderNo,
      partId: f.partId,
      partName,
      unit,
      qty: formatQty(fromNumeric(f.qty)),
      values: f.values.map((v) => ({ name: v.name, value: v.value })),
      remark: f.remark,
      state: f.state,
      stateName: RECYCLE_STATE_NAMES[f.state] ?? '',
      createdBy: f.createdBy,
      createdByName: names.user(f.createdBy),
      createTime: f.createdAt.toISOString(),
      warehouseId: f.warehouseId,
      warehouseName: warehouseName ?? '',
      receivedByName: names.user(f.receivedBy),
      receiveTime: f.receivedAt?.toISOString() ?? null,
      operations: recycleFormMachine.allowedOperations(f, actor),
    }));
  }

  // ---- the old-part store and its log

  stock(actor: SpareActor, query: OldStockQuery): Promise<{ list: OldStockRow[]; total: number }> {
    if (!readsAll(actor)) throw forbidden();
    return this.db.tenantRead(actor.enterpriseId, async (tx) => ({
      list: (await oq.listOldStock(tx, actor.enterpriseId, query)).map(({ locationId, ...r }) => ({ ...r, warehouseId: locationId, qty: formatQty(fromNumeric(r.qty)) })),
      total: await oq.countOldStock(tx, actor.enterpriseId, query),
    }));
  }

  countStock(actor: SpareActor, query: OldStockQuery): Promise<number> {
    if (!readsAll(actor)) throw forbidden();
    return this.db.tenantRead(actor.enterpriseId, (tx) => oq.countOldStock(tx, actor.enterpriseId, query));
  }

  log(actor: SpareActor, query: OldLogQuery): Promise<{ list: OldLogRow[]; total: number }> {
    if (!readsAll(actor)) throw forbidden();
    return this.db.tenantRead(actor.enterpriseId, async (tx) => ({
      list: await oldLogRows(tx, actor.enterpriseId, query),
      total: await oq.countOldLog(tx, actor.enterpriseId, query),
    }));
  }

  countLog(actor: SpareActor, query: OldLogQuery): Promise<number> {
    if (!readsAll(actor)) throw forbidden();
    return this.db.tenantRead(actor.enterpriseId, (tx) => oq.countOldLog(tx, actor.enterpriseId, query));
  }

  // ---- management records: scrap or refurbish from the old-part store

  /** Scraps (旧件报废: out of the store) or refurbishes (旧件翻新: into the warehouse's good stock); with id, edits the record's remark. */
  manage(actor: SpareActor, input: ManageEditInput): Promise<number> {
    if (!isKeeperRole(actor.role)) throw forbidden();
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if (input.id !== undefined) {
        if (!(await oq.updateManageRemark(tx, actor.enterpriseId, input.id, input.remark))) throw notFound(`id: ${OldPartTexts.manageNotFound}`);
        return input.id;
      }
      const { kind, warehouseId, partId, qty } = input;
      if (kind === undefined) throw badRequest('kind: 请选择处理方式（14 报废或 15 翻新）');
      if (warehouseId === undefined) throw badRequest('warehouseId: 请选择仓库');
      if (partId === undefined) throw badRequest('partId: 请选择备件');
      if (qty === undefined) throw badRequest('qty: 请填写数量');
      await this.checkKeeps(tx, actor, warehouseId);
      const to: Location | null = kind === MovementType.oldPartRefurbishing ? { kind: LocationKind.warehouse, id: warehouseId } : null;
      const posted = await postMovement(tx, {
        enterpriseId: actor.enterpriseId,
        userId: actor.userId,
        type: kind as MovementTypeCode,
        lines: [{ partId, qty, from: oldStore(warehouseId), to }],
        remark: input.remark,
      });
      return oq.insertManage(tx, { enterpriseId: actor.enterpriseId, kind, warehouseId, partId, qty: formatQty(qty), remark: input.remark, movementId: posted.movementId, createdBy: actor.userId });
    });
  }

  manages(actor: SpareActor, query: ManageListQuery & { id?: number }): Promise<{ list: ManageRow[]; total: number }> {
    if (!readsAll(actor)) throw forbidden();
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const rows = await oq.listManages(tx, actor.enterpriseId, query);
      const names = await namer(tx, actor.enterpriseId, [], rows.map((r) => r.manage.createdBy));
      const list = rows.map(({ manage: m, partName, unit, warehouseName }) => ({
        id: m.id,
        kind: m.kind,
        kindName: MANAGE_KIND_NAMES[m.kind] ?? '',
        warehouseId: m.warehouseId,
        warehouseName,
        partId: m.partId,
        partName,
        unit,
        qty: formatQty(fromNumeric(m.qty)),
        remark: m.remark,
        createdByName: names.user(m.createdBy),
        createTime: m.createdAt.toISOString(),
        movementId: m.movementId,
      }));
      return { list, total: query.id ? list.length : await oq.countManages(tx, actor.enterpriseId, query) };
    });
  }

  async manageDetail(actor: SpareActor, id: number): Promise<ManageRow> {
    const { list } = await this.manages(actor, { pageIndex: 0, pageSize: 10, id });
    if (!list[0]) throw notFound(`id: ${OldPartTexts.manageNotFound}`);
    return list[0];
  }

  /** The warehouse exists, and a keeper (not an administrator) keeps it. */
  private async checkKeeps(tx: Tx, actor: SpareActor, warehouseId: number) {
    if ((await q.liveWarehouses(tx, actor.enterpriseId, [warehouseId])).length === 0) throw notFound(`warehouseId: ${SpareTexts.warehouseNotFound}`);
    if (actor.role === Role.admin) return;
    if (!(await sq.keptWarehouses(tx, actor.enterpriseId, actor.userId)).includes(warehouseId)) throw forbidden('只有该仓库的仓管员可以操作');
  }
}
