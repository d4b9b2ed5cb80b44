import type { Paging } from '@domain/common/paging';
import type {
  AddressFilter,
  AddressRow,
  ContactFilter,
  ContactRow,
  SaveAddressInput,
  SaveContactInput,
} from '@domain/customers/customers.schemas';
import { CustomerErrors } from '@domain/customers/errors';
import type { Database, Tx } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import type { Viewer } from './customer-access';
import * as c from './customer-children.queries';
import { logCustomerChange } from './customer-refs';
import { findCustomer } from './customers.queries';

interface Kind {
  table: c.ChildTable;
  label: string;
  notFound: string;
  /** The last one may not go (a customer needs a contact; addresses are optional). */
  keepOne: boolean;
}
const CONTACT: Kind = { table: c.CONTACTS, label: '联系人', notFound: CustomerErrors.contactNotFound, keepOne: true };
const ADDRESS: Kind = { table: c.ADDRESSES, label: '地址', notFound: CustomerErrors.addressNotFound, keepOne: false };

/** The contact's name or the address itself, for the customer's history. */
const describe = (kind: Kind, fields: Record<string, unknown>) =>
  kind === CONTACT ? String(fields.name ?? '') : `${String(fields.region ?? '').replaceAll('/', '')}${String(fields.detail ?? '')}`;

/**
 * Contacts and service addresses. Each belongs to exactly one customer for life: an edit naming
 * another customer is refused. Each customer with any has exactly one default.
 */
export class CustomerChildrenService {
  constructor(private readonly db: Database) {}

  listContacts(viewer: Viewer, filter: ContactFilter, paging: Paging): Promise<ContactRow[]> {
    return this.db.tenant(viewer.enterpriseId, (tx) => c.listContacts(tx, viewer, filter, paging));
  }

  countContacts(viewer: Viewer, filter: ContactFilter): Promise<number> {
    return this.db.tenant(viewer.enterpriseId, (tx) => c.countContacts(tx, viewer, filter));
  }

  listAddresses(viewer: Viewer, filter: AddressFilter, paging: Paging): Promise<AddressRow[]> {
    return this.db.tenant(viewer.enterpriseId, (tx) => c.listAddresses(tx, viewer, filter, paging));
  }

  countAddresses(viewer: Viewer, filter: AddressFilter): Promise<number> {
    return this.db.tenant(viewer.enterpriseId, (tx) => c.countAddresses(tx, viewer, filter));
  }

  saveContact(viewer: Viewer, input: SaveContactInput): Promise<ContactRow> {
    const { id, customerId, name, phone, isDefault } = input;
    return this.save(viewer, CONTACT, { id, customerId, isDefault }, { name, phone }, async (tx, savedId) => {
      const rows = await c.contactsOf(tx, viewer.enterpriseId, customerId);
      return rows.find((r) => r.id === savedId)!;
    });
  }

  saveAddress(viewer: Viewer, input: SaveAddressInput): Promise<AddressRow> {
    const { id, customerId, isDefault, ...fields } = input;
    return this.save(viewer, ADDRESS, { id, customerId, isDefault }, fields, async (tx, savedId) => {
      const rows = await c.addressesOf(tx, viewer.enterpriseId, customerId);
      return rows.find((r) => r.id === savedId)!;
    });
  }

  setDefaultContact = (viewer: Viewer, id: number) => this.setDefault(viewer, CONTACT, id);
  setDefaultAddress = (viewer: Viewer, id: number) => this.setDefault(viewer, ADDRESS, id);
  deleteContact = (viewer: Viewer, id: number) => this.remove(viewer, CONTACT, id);
  deleteAddress = (viewer: Viewer, id: number) => this.remove(viewer, ADDRESS, id);

  private save<R>(
    viewer: Viewer,
    kind: Kind,
    target: { id?: number; customerId: number; isDefault: boolean },
    fields: Record<string, unknown>,
    read: (tx: Tx, id: number) => Promise<R>,
  ): Promise<R> {
    const { enterpriseId } = viewer;
    return this.db.tenant(enterpriseId, async (tx) => {
      const customer = await findCustomer(tx, viewer, target.customerId);
      if (!customer) throw notFound(CustomerErrors.notFound);
      let id = target.id;
      if (id) {
        const owner = await c.childOwner(tx, kind.table, enterpriseId, id);
        if (!owner) throw notFound(kind.notFound);
        if (owner.customerId !== target.customerId) throw badRequest(`customerId: ${kind.label}属于另一个客户，不能改到其他客户下`);
        await c.updateChild(tx, kind.table, enterpriseId, id, fields);
      } else {
        id = await c.insertChild(tx, kind.table, enterpriseId, target.customerId, fields);
      }
      if (target.isDefault) await c.makeDefault(tx, kind.table, enterpriseId, target.customerId, id);
      else await c.ensureDefault(tx, kind.table, enterpriseId, target.customerId);
      await c.touchCustomer(tx, enterpriseId, target.customerId);
      await logCustomerChange(tx, viewer, {
        action: target.id ? `customer.${kind === CONTACT ? 'contact' : 'address'}.update` : `customer.${kind === CONTACT ? 'contact' : 'address'}.create`,
        customerId: target.customerId,
        summary: `${target.id ? '修改' : '新增'}${kind.label}：${describe(kind, fields)}`,
        after: { id, ...fields },
      });
      return read(tx, id);
    });
  }

  private setDefault(viewer: Viewer, kind: Kind, id: number): Promise<void> {
    const { enterpriseId } = viewer;
    return this.db.tenant(enterpriseId, async (tx) => {
      const owner = await this.visibleOwner(tx, viewer, kind, id);
      await c.makeDefault(tx, kind.table, enterpriseId, owner.customerId, id);
      await c.touchCustomer(tx, enterpriseId, owner.customerId);
      await logCustomerChange(tx, viewer, { action: `customer.${kind === CONTACT ? 'contact' : 'address'}.default`, customerId: owner.customerId, summary: `设置默认${kind.label}`, after: { id } });
    });
  }

  private remove(viewer: Viewer, kind: Kind, id: number): Promise<void> {
    const { enterpriseId } = viewer;
    return this.db.tenant(enterpriseId, async (tx) => {
      const owner = await this.visibleOwner(tx, viewer, kind, id);
      if (kind.keepOne && (await c.childCount(tx, kind.table, enterpriseId, owner.customerId)) <= 1) throw badRequest(CustomerErrors.lastContact);
      await c.deleteChild(tx, kind.table, enterpriseId, id);
      await c.ensureDefault(tx, kind.table, enterpriseId, owner.customerId);
      await c.touchCustomer(tx, enterpriseId, owner.customerId);
      await logCustomerChange(tx, viewer, { action: `customer.${kind === CONTACT ? 'contact' : 'address'}.delete`, customerId: owner.customerId, summary: `删除${kind.label}`, before: { id } });
    });
  }

  /** The row's customer, which must be live and the viewer's; otherwise the row is "not found". */
  private async visibleOwner(tx: Tx, viewer: Viewer, kind: Kind, id: number) {
    const owner = await c.childOwner(tx, kind.table, viewer.enterpriseId, id);
    if (!owner || !(await findCustomer(tx, viewer, owner.customerId))) throw notFound(kind.notFound);
    return owner;
  }
}
