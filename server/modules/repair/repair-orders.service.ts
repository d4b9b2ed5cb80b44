import type { Paging } from '@domain/common/paging';
import { REPAIR_OP_NAMES, RepairOp, repairOrderMachine } from '@domain/repair/repair-order.machine';
import { REPAIR_STATE_NAMES, RepairSource, RepairState, repairNo, type RepairStateValue } from '@domain/repair/repair.constants';
import type {
  OperateRepairInput,
  RepairDetail,
  RepairFilter,
  RepairView,
  SaveRepairInput,
  ScanSignInInput,
  ScanSignInResult,
  SaveRepairPhotosInput,
  ShipRepairInput,
} from '@domain/repair/repair.schemas';
import { RepairErrors } from '@domain/repair/errors';
import { WarrantyStatus } from '@domain/products/products.constants';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import { Role } from '@domain/shell/roles';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { createNotices } from '../notices/notices.public';
import { customerProductsByScan, findCustomerProducts } from '../products/products.public';
import { uploadedFiles } from '../uploads/uploads.public';
import { activeUsersWithRole } from '../users/users.public';
import { enforce, lockProduct, logRepairChange, type RepairActor } from './repair-common';
import { readSettings } from './repair-settings.service';
import { detailOf, machineRepair, viewOf, withOperations } from './repair-views';
import * as q from './repair.queries';

const link = (id: number) => `/repairManagementDetail?orderId=${id}`;

/** Repair orders (/repairManagement): written by staff or made by a scan, moved by the repair order machine. */
export class RepairOrdersService {
  constructor(private readonly db: Database) {}

  list(actor: RepairActor, origin: string, filter: RepairFilter, paging: Paging): Promise<RepairView[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const rows = await q.toRows(tx, actor.enterpriseId, origin, await q.listRecords(tx, actor.enterpriseId, filter, paging));
      const { needsApproval } = await readSettings(tx, actor.enterpriseId);
      return rows.map((row) => withOperations(actor, row, needsApproval));
    });
  }

  count(actor: RepairActor, filter: RepairFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countRecords(tx, actor.enterpriseId, filter));
  }

  detail(actor: RepairActor, origin: string, id: number): Promise<RepairDetail> {
    return this.db.tenant(actor.enterpriseId, (tx) => detailOf(tx, actor, origin, id));
  }

  /** A new order written at the desk (the product is on its way: signed in when it arrives), or an edit of an open one. */
  save(actor: RepairActor, origin: string, input: SaveRepairInput): Promise<RepairView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const settings = await readSettings(tx, enterpriseId);
      if (input.faultCategory && !settings.faultCategories.includes(input.faultCategory)) throw badRequest(`faultCategory: ${RepairErrors.faultCategory}`);
      const { id, customerProductId, laborFee, ...texts } = input;
      if (id) {
        const before = await q.findRecord(tx, enterpriseId, id, true);
        if (!before) throw notFound(RepairErrors.notFound);
        enforce(repairOrderMachine.decide(machineRepair(before, settings.needsApproval), actor, RepairOp.edit));
        if (before.customerProductId !== customerProductId) throw badRequest(`customerProductId: ${RepairErrors.productFixed}`);
        await q.updateOrder(tx, enterpriseId, id, { ...texts, ...(laborFee === undefined ? {} : { laborFee }) });
        await q.insertLog(tx, enterpriseId, id, actor.userId, '编辑', '修改维修单');
        await logRepairChange(tx, actor, 'repair.update', id, `修改维修单：${repairNo(id)}`, before);
        return viewOf(tx, actor, origin, id);
      }
      if (repairOrderMachine.refuseRole(RepairOp.signIn, actor)) throw forbidden();
      const product = await this.productOf(tx, enterpriseId, origin, customerProductId);
      await lockProduct(tx, enterpriseId, product.id);
      const open = await q.openOrderOf(tx, enterpriseId, product.id);
      if (open) throw conflict(`${RepairErrors.productOpen}（${repairNo(open.id)}）`);
      const newId = await this.create(tx, actor, product, { ...texts, laborFee, source: RepairSource.staff, signedIn: false }, settings.laborFee);
      return viewOf(tx, actor, origin, newId);
    });
  }

  /**
   * The receiving desk's scan: the product's open order is signed in, or a new order is made signed in.
   * A product already signed in is refused, and so is a code that names nothing of the enterprise.
   */
  scanSignIn(actor: RepairActor, origin: string, input: ScanSignInInput): Promise<ScanSignInResult> {
    const { enterpriseId } = actor;
    const byRole = repairOrderMachine.refuseRole(RepairOp.signIn, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const found = await customerProductsByScan(tx, enterpriseId, origin, input.code);
      if (found.length === 0) throw notFound(RepairErrors.productNotFound);
      if (found.length > 1) throw conflict(RepairErrors.productAmbiguous);
      const product = found[0];
      if (product.customerId === null) throw conflict(RepairErrors.productWithoutCustomer);
      await lockProduct(tx, enterpriseId, product.id);
      const open = await q.openOrderOf(tx, enterpriseId, product.id);
      if (open) {
        if (open.signedInAt) throw conflict(`${RepairErrors.alreadySignedIn}（${repairNo(open.id)}）`);
        await this.markSignedIn(tx, actor, open, input);
        return { created: false, order: await viewOf(tx, actor, origin, open.id) };
      }
      const { laborFee } = await readSettings(tx, enterpriseId);
      const id = await this.create(tx, actor, product, { faultCategory: '', remark: '', ...input, source: RepairSource.scan, signedIn: true }, laborFee);
      return { created: true, order: await viewOf(tx, actor, origin, id) };
    });
  }

  /** Signs in the product of an order written ahead (the desk's 签收 on the detail). */
  signIn(actor: RepairActor, origin: string, id: number): Promise<RepairView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findRecord(tx, enterpriseId, id, true);
      if (!before) throw notFound(RepairErrors.notFound);
      await this.markSignedIn(tx, actor, before, { fault: '', accessories: '' });
      return viewOf(tx, actor, origin, id);
    });
  }

  /** Confirm, complete, submit for approval, approve, reject or cancel, as the machine allows. */
  operate(actor: RepairActor, origin: string, input: OperateRepairInput): Promise<RepairView> {
    const { enterpriseId } = actor;
    const byRole = repairOrderMachine.refuseRole(input.op, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findRecord(tx, enterpriseId, input.id, true);
      if (!before) throw notFound(RepairErrors.notFound);
      const { needsApproval } = await readSettings(tx, enterpriseId);
      const to = enforce(repairOrderMachine.decide(machineRepair(before, needsApproval), actor, input.op))!;
      const now = new Date();
      const takesIt = actor.role === Role.serviceStaff && before.repairerId === null;
      await q.updateOrder(tx, enterpriseId, before.id, {
        state: to,
        ...(takesIt ? { repairerId: actor.userId } : {}),
        ...(to === RepairState.completed ? { completedAt: now } : {}),
        ...(input.op === RepairOp.approve ? { approvedBy: actor.userId } : {}),
        ...(input.op === RepairOp.reject ? { rejectReason: input.reason } : {}),
      });
      const from = REPAIR_STATE_NAMES[before.state as RepairStateValue];
      const content = `${from} → ${REPAIR_STATE_NAMES[to]}${input.reason ? `：${input.reason}` : ''}`;
      await q.insertLog(tx, enterpriseId, before.id, actor.userId, REPAIR_OP_NAMES[input.op], content);
      await logRepairChange(tx, actor, `repair.${input.op}`, before.id, `${REPAIR_OP_NAMES[input.op]}维修单：${repairNo(before.id)} ${content}`);
      await this.tell(tx, actor, before, input);
      return viewOf(tx, actor, origin, before.id);
    });
  }

  /** The courier company and number of the product's way back to the customer, once completed. */
  ship(actor: RepairActor, origin: string, input: ShipRepairInput): Promise<RepairView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findRecord(tx, enterpriseId, input.id, true);
      if (!before) throw notFound(RepairErrors.notFound);
      const { needsApproval } = await readSettings(tx, enterpriseId);
      enforce(repairOrderMachine.decide(machineRepair(before, needsApproval), actor, RepairOp.ship));
      await q.updateOrder(tx, enterpriseId, before.id, { courierCompany: input.courierCompany, courierNo: input.courierNo, shippedAt: new Date() });
      await q.insertLog(tx, enterpriseId, before.id, actor.userId, '寄回', `${input.courierCompany} ${input.courierNo}`);
      await logRepairChange(tx, actor, 'repair.ship', before.id, `寄回维修单：${repairNo(before.id)} ${input.courierCompany} ${input.courierNo}`);
      return viewOf(tx, actor, origin, before.id);
    });
  }

  /** The order's photos as the caller leaves them (uploads of the enterprise, by id): the detail answers. */
  savePhotos(actor: RepairActor, origin: string, input: SaveRepairPhotosInput): Promise<RepairDetail> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await q.findRecord(tx, enterpriseId, input.id, true);
      if (!before) throw notFound(RepairErrors.notFound);
      const { needsApproval } = await readSettings(tx, enterpriseId);
      enforce(repairOrderMachine.decide(machineRepair(before, needsApproval), actor, RepairOp.photos));
      const found = await uploadedFiles(tx, enterpriseId, input.photoIds);
      if (found.length !== input.photoIds.length) throw badRequest(`photoIds: ${RepairErrors.photoNotFound}`);
      const added = input.photoIds.filter((id) => !before.photoIds.includes(id)).length;
      const removed = before.photoIds.filter((id) => !input.photoIds.includes(id)).length;
      await q.updateOrder(tx, enterpriseId, before.id, { photoIds: input.photoIds });
      if (added + removed > 0) {
        const content = [added ? `添加${added}张` : '', removed ? `删除${removed}张` : ''].filter(Boolean).join('，');
        await q.insertLog(tx, enterpriseId, before.id, actor.userId, '照片', content);
        await logRepairChange(tx, actor, 'repair.photos', before.id, `修改维修单照片：${repairNo(before.id)} ${content}`);
      }
      return detailOf(tx, actor, origin, before.id);
    });
  }

  private async productOf(tx: Tx, enterpriseId: number, origin: string, customerProductId: number): Promise<CustomerProductRow & { customerId: number }> {
    const [product] = await findCustomerProducts(tx, enterpriseId, origin, [customerProductId]);
    if (!product) throw notFound(`customerProductId: ${RepairErrors.productNotFound}`);
    if (product.customerId === null) throw conflict(RepairErrors.productWithoutCustomer);
    return { ...product, customerId: product.customerId };
  }

  /** Writes a new order for the product (state 0); in warranty it costs the customer nothing. */
  private async create(
    tx: Tx,
    actor: RepairActor,
    product: CustomerProductRow,
    fields: { faultCategory: string; fault: string; accessories: string; remark: string; laborFee?: string; source: 1 | 2; signedIn: boolean },
    defaultFee: string,
  ): Promise<number> {
    const { enterpriseId } = actor;
    const inWarranty = product.warrantyStatus === WarrantyStatus.active;
    const { signedIn, laborFee, ...rest } = fields;
    const id = await q.insertOrder(tx, enterpriseId, {
      ...rest,
      state: RepairState.pendingConfirmation,
      customerId: product.customerId!,
      customerProductId: product.id,
      inWarranty,
      laborFee: laborFee ?? (inWarranty ? '0' : defaultFee),
      signedInAt: signedIn ? new Date() : null,
      signedInBy: signedIn ? actor.userId : null,
      createdBy: actor.userId,
    });
    await q.insertLog(tx, enterpriseId, id, actor.userId, '创建', signedIn ? '扫码签收，创建维修单' : '创建维修单');
    await logRepairChange(tx, actor, 'repair.create', id, `创建维修单：${repairNo(id)} ${product.name}`);
    return id;
  }

  private async markSignedIn(tx: Tx, actor: RepairActor, order: q.RepairRecord, input: { fault: string; accessories: string }) {
    const { enterpriseId } = actor;
    const { needsApproval } = await readSettings(tx, enterpriseId);
    enforce(repairOrderMachine.decide(machineRepair(order, needsApproval), actor, RepairOp.signIn));
    await q.updateOrder(tx, enterpriseId, order.id, {
      signedInAt: new Date(),
      signedInBy: actor.userId,
      // What the desk notes on receipt fills what the order did not say yet.
      ...(input.fault && !order.fault ? { fault: input.fault } : {}),
      ...(input.accessories && !order.accessories ? { accessories: input.accessories } : {}),
    });
    await q.insertLog(tx, enterpriseId, order.id, actor.userId, '签收', '产品已签收');
    await logRepairChange(tx, actor, 'repair.signIn', order.id, `签收维修单：${repairNo(order.id)}`);
  }

  /** In-app notices: approvers learn of a completion waiting for them, the repairer of the decision. */
  private async tell(tx: Tx, actor: RepairActor, order: q.RepairRecord, input: OperateRepairInput) {
    const { enterpriseId } = actor;
    const no = repairNo(order.id);
    if (input.op === RepairOp.submit) {
      const approvers = [...(await activeUsersWithRole(tx, enterpriseId, Role.admin)), ...(await activeUsersWithRole(tx, enterpriseId, Role.director))];
      const userIds = [...new Set(approvers.map((u) => u.id))].filter((id) => id !== actor.userId);
      await createNotices(tx, { enterpriseId, userIds, title: '维修单完工待审批', content: no, link: link(order.id) });
    } else if ((input.op === RepairOp.approve || input.op === RepairOp.reject) && order.repairerId && order.repairerId !== actor.userId) {
      const verdict = input.op === RepairOp.approve ? '已通过审批' : `被驳回：${input.reason}`;
      await createNotices(tx, { enterpriseId, userIds: [order.repairerId], title: `维修单完工${verdict}`, content: no, link: link(order.id) });
    }
  }
}

