import type { Paging } from '@domain/common/paging';
import type {
  AddCustomerInput,
  CustomerDetail,
  CustomerFilter,
  CustomerRow,
  EditCustomerInput,
  OpenOrdersNotice,
} from '@domain/customers/customers.schemas';
import { CustomerErrors } from '@domain/customers/errors';
import { Messages } from '@domain/common/messages';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { checkedDetailValues } from '../templates/templates.public';
import type { Viewer } from './customer-access';
import { addressesOf, contactsOf } from './customer-children.queries';
import { openWorkCounts, recycleDependents } from './customer-dependents';
import { checkRefs, lockCustomers, logCustomerChange } from './customer-refs';
import * as q from './customers.queries';

export { customerSnapshot } from './customer-snapshot';

const hasKeyword = (f: CustomerFilter) => Boolean(f.name || f.phone || f.linkperson || f.linkPersonPhone || f.mapName);

/** Customers: the list with its filters, detail, add, edit and delete to the recycle bin. */
export class CustomersService {
  constructor(private readonly db: Database) {}

  list(viewer: Viewer, filter: CustomerFilter, paging: Paging): Promise<CustomerRow[]> {
    return this.db.tenant(viewer.enterpriseId, (tx) => q.customerRows(tx, viewer.enterpriseId, q.pageOfIds(tx, q.customerWhere(viewer, filter), paging, hasKeyword(filter))));
  }

  count(viewer: Viewer, filter: CustomerFilter): Promise<number> {
    return this.db.tenant(viewer.enterpriseId, (tx) => q.countCustomers(tx, q.customerWhere(viewer, filter)));
  }

  detail(viewer: Viewer, id: number, recycled = false): Promise<CustomerDetail> {
    return this.db.tenant(viewer.enterpriseId, (tx) => this.detailIn(tx, viewer, id, recycled));
  }

  private async detailIn(tx: Tx, viewer: Viewer, id: number, recycled = false): Promise<CustomerDetail> {
    const { enterpriseId } = viewer;
    const record = await q.findCustomer(tx, viewer, id, recycled);
    if (!record) throw notFound(CustomerErrors.notFound);
    const [row] = await q.customerRows(tx, enterpriseId, [id]);
    const contacts = await contactsOf(tx, enterpriseId, id);
    const addresses = await addressesOf(tx, enterpriseId, id);
    const granted = await q.grantedUserIds(tx, enterpriseId, id);
    const names = await q.userNames(tx, enterpriseId, [record.createdBy, record.deletedBy, ...granted]);
    return {
      ...row,
      customValues: record.customValues as Record<string, unknown>,
      contacts,
      addresses,
      grantedUsers: granted.map((userId) => names.get(userId)).filter((u) => u !== undefined),
      createdBy: record.createdBy ? (names.get(record.createdBy) ?? null) : null,
      updatedAt: record.updatedAt.toISOString(),
      deletedAt: record.deletedAt?.toISOString() ?? null,
      deletedBy: record.deletedBy ? (names.get(record.deletedBy) ?? null) : null,
    };
  }

  async add(viewer: Viewer, input: AddCustomerInput): Promise<CustomerDetail> {
    const customValues = await checkedDetailValues(this.db, viewer.enterpriseId, DetailEntityType.customer, input.customValues);
    return this.db.tenant(viewer.enterpriseId, async (tx) => {
      const id = await this.insert(tx, viewer, { ...input, customValues });
      await logCustomerChange(tx, viewer, { action: 'customer.create', customerId: id, summary: `新增客户：${input.name}` });
      return this.detailIn(tx, viewer, id);
    });
  }

  /**
   * Inserts a customer with its contacts and addresses (used by add and by the import, which has
   * already checked the custom values). A salesperson's new customer is their own unless they name an owner.
   */
  async insert(tx: Tx, viewer: Viewer, input: AddCustomerInput): Promise<number> {
    const { enterpriseId } = viewer;
    await lockCustomers(tx, enterpriseId);
    await checkRefs(tx, enterpriseId, { userIds: [input.businessUserId], serviceGroupId: input.serviceGroupId, tagIds: input.tagIds });
    const holder = await q.phoneHolder(tx, enterpriseId, input.phone);
    if (holder) throw conflict(CustomerErrors.phoneTaken(input.phone, holder.name));
    const ownerId = input.businessUserId === undefined && viewer.role === 5 ? viewer.userId : (input.businessUserId ?? null);
    const id = await q.insertCustomer(
      tx,
      enterpriseId,
      {
        name: input.name,
        phone: input.phone,
        businessUserId: ownerId,
        serviceGroupId: input.serviceGroupId ?? null,
        externalUserid: input.external_userid ?? null,
        customValues: input.customValues,
        createdBy: viewer.userId,
      },
      { contacts: input.contacts, addresses: input.addresses },
    );
    await q.replaceTags(tx, enterpriseId, id, input.tagIds);
    return id;
  }

  async edit(viewer: Viewer, input: EditCustomerInput): Promise<CustomerDetail> {
    const { enterpriseId } = viewer;
    const customValues = await checkedDetailValues(this.db, enterpriseId, DetailEntityType.customer, input.customValues);
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockCustomers(tx, enterpriseId);
      const before = await q.findCustomer(tx, viewer, input.id);
      if (!before) throw notFound(CustomerErrors.notFound);
      await checkRefs(tx, enterpriseId, { userIds: [input.businessUserId], serviceGroupId: input.serviceGroupId, tagIds: input.tagIds });
      const holder = await q.phoneHolder(tx, enterpriseId, input.phone, input.id);
      if (holder) throw conflict(CustomerErrors.phoneTaken(input.phone, holder.name));
      await q.updateCustomer(tx, enterpriseId, input.id, {
        name: input.name,
        phone: input.phone,
        // Absent keeps the value; null clears it.
        ...(input.businessUserId !== undefined ? { businessUserId: input.businessUserId } : {}),
        ...(input.serviceGroupId !== undefined ? { serviceGroupId: input.serviceGroupId } : {}),
        ...(input.external_userid !== undefined ? { externalUserid: input.external_userid } : {}),
        customValues: { ...(before.customValues as Record<string, unknown>), ...customValues },
        updatedAt: new Date(),
      });
      await q.replaceTags(tx, enterpriseId, input.id, input.tagIds);
      const summary = before.name === input.name ? `修改客户：${input.name}` : `修改客户：${before.name} → ${input.name}`;
      await logCustomerChange(tx, viewer, { action: 'customer.update', customerId: input.id, summary, before });
      if (input.businessUserId !== undefined && input.businessUserId !== before.businessUserId) {
        const names = await q.userNames(tx, enterpriseId, [before.businessUserId, input.businessUserId]);
        const nameOf = (userId: number | null) => (userId ? (names.get(userId)?.name ?? '') : '') || '无';
        await logCustomerChange(tx, viewer, {
          action: 'customer.owner',
          customerId: input.id,
          summary: `变更负责人：${nameOf(before.businessUserId)} → ${nameOf(input.businessUserId)}`,
          before: { businessUserId: before.businessUserId },
          after: { businessUserId: input.businessUserId },
        });
      }
      return this.detailIn(tx, viewer, input.id);
    });
  }

  /** The customers among `ids` that still have open orders (the delete confirmation explains them). */
  openOrders(viewer: Viewer, ids: number[]): Promise<OpenOrdersNotice[]> {
    return this.db.tenant(viewer.enterpriseId, async (tx) => {
      const found = await q.findCustomers(tx, viewer, ids);
      const counts = await openWorkCounts(tx, viewer.enterpriseId, found.map((c) => c.id));
      return found.filter((c) => counts.get(c.id)).map((c) => ({ customerId: c.id, customerName: c.name, openOrders: counts.get(c.id)! }));
    });
  }

  /**
   * Moves customers to the recycle bin with their products, all or none. Customers with open orders
   * need `force`, and when the confirmation's counts are sent (`confirmed[i]` for `ids[i]`) they must
   * still be the counts: a confirmation never covers orders it did not name.
   */
  async remove(viewer: Viewer, ids: number[], { force, confirmed }: { force: boolean; confirmed?: number[] }): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = viewer;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findCustomers(tx, viewer, ids);
      if (found.length !== ids.length) throw notFound(CustomerErrors.notFound);
      const counts = await openWorkCounts(tx, enterpriseId, ids);
      const busy = found.filter((c) => counts.get(c.id));
      const named = (list: typeof found) => list.map((c) => `「${c.name}」（${counts.get(c.id) ?? 0}个）`).join('、');
      if (busy.length > 0 && !force) throw conflict(CustomerErrors.openOrders(named(busy)));
      const changed = confirmed ? found.filter((c) => (counts.get(c.id) ?? 0) !== confirmed[ids.indexOf(c.id)]) : [];
      if (changed.length > 0) throw conflict(CustomerErrors.openOrdersChanged(named(changed)));
      const now = new Date();
      await q.markDeleted(tx, enterpriseId, ids, { deletedAt: now, deletedBy: viewer.userId });
      await recycleDependents(tx, enterpriseId, ids, now);
      await logCustomerChange(
        tx,
        viewer,
        found.map((c) => ({ action: 'customer.delete', customerId: c.id, summary: `删除客户：${c.name}${counts.get(c.id) ? `（仍有${counts.get(c.id)}个未完成工单）` : ''}` })),
      );
    });
  }
}
