import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import {
  AddCustomerSchema,
  AddressFilterSchema,
  AddressListQuerySchema,
  ContactFilterSchema,
  ContactListQuerySchema,
  CustomerFilterSchema,
  CustomerHistoryQuerySchema,
  CustomerIdQuerySchema,
  CustomerIdsQuerySchema,
  CustomerListQuerySchema,
  CustomerPermissionSchema,
  DeleteCustomersQuerySchema,
  EditCustomerSchema,
  RecycleBinQuerySchema,
  RestoreCustomersSchema,
  SaveAddressSchema,
  SaveContactSchema,
  SetDefaultSchema,
} from '@domain/customers/customers.schemas';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import type { RoleType } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { DetailFormsService } from '../templates/templates.public';
import { CUSTOMER_EDITORS, CUSTOMER_MANAGERS, type Viewer } from './customer-access';
import type { CustomerChildrenService } from './customer-children.service';
import type { CustomerGrantsService } from './customer-grants.service';
import { customerHistory } from './customer-history';
import { CustomerPaths } from '@domain/customers/customers.paths';
import type { CustomerRecycleService } from './customer-recycle.service';
import type { CustomersService } from './customers.service';

const editors = { config: { roles: CUSTOMER_EDITORS } };
const managers = { config: { roles: CUSTOMER_MANAGERS } };

export const viewerOf = (request: FastifyRequest): Viewer => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole as RoleType };
};

export interface CustomersServices {
  customers: CustomersService;
  children: CustomerChildrenService;
  grants: CustomerGrantsService;
  recycle: CustomerRecycleService;
  forms: DetailFormsService;
}

/** Customers, their contacts and addresses, visibility grants and the recycle bin (spec part 1 section 7, Customers). */
export async function customersRoutes(app: FastifyInstance, { customers, children, grants, recycle, forms }: CustomersServices) {

  // The spec names both /v2/customer/... and /customer/... for the same calls.
  for (const base of [CustomerPaths, CustomerPaths.legacy]) {
    app.get(base.list, async (request) => {
      const { pageIndex, pageSize, ...filter } = parse(CustomerListQuerySchema, request.query);
      return { success: true, data: await customers.list(viewerOf(request), filter, { pageIndex, pageSize }) };
    });

    app.get(base.count, async (request) => {
      const filter = parse(CustomerFilterSchema, request.query);
      return { success: true, data: await customers.count(viewerOf(request), filter) };
    });

    app.get(base.detail, async (request) => {
      const { id } = parse(CustomerIdQuerySchema, request.query);
      return { success: true, data: await customers.detail(viewerOf(request), id) };
    });

    app.post(base.add, editors, async (request) => {
      const input = parseBody(AddCustomerSchema, request);
      return { success: true, message: Messages.saveOk, data: await customers.add(viewerOf(request), input) };
    });

    app.post(base.edit, editors, async (request) => {
      const input = parseBody(EditCustomerSchema, request);
      return { success: true, message: Messages.saveOk, data: await customers.edit(viewerOf(request), input) };
    });

    app.get(base.deleteCheck, managers, async (request) => {
      const { ids } = parse(CustomerIdsQuerySchema, request.query);
      return { success: true, data: await customers.openOrders(viewerOf(request), ids) };
    });

    app.delete(base.delete, managers, async (request) => {
      const { ids, force, openOrders } = parse(DeleteCustomersQuerySchema, request.query);
      await customers.remove(viewerOf(request), ids, { force, confirmed: openOrders });
      return { success: true, message: Messages.deleteOk };
    });

    /** The customer form: fixed fields and the template centre's customer fields (entity type 2). */
    app.get(base.template, async (request) => ({
      success: true,
      data: await forms.view(viewerOf(request).enterpriseId, DetailEntityType.customer),
    }));
  }

  app.get(CustomerPaths.contactList, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ContactListQuerySchema, request.query);
    return { success: true, data: await children.listContacts(viewerOf(request), filter, { pageIndex, pageSize }) };
  });
  app.get(CustomerPaths.contactCount, async (request) => {
    const filter = parse(ContactFilterSchema, request.query);
    return { success: true, data: await children.countContacts(viewerOf(request), filter) };
  });
  app.post(CustomerPaths.contactSave, editors, async (request) => {
    const input = parseBody(SaveContactSchema, request);
    return { success: true, message: Messages.saveOk, data: await children.saveContact(viewerOf(request), input) };
  });
  app.post(CustomerPaths.contactSetDefault, editors, async (request) => {
    const { id } = parseBody(SetDefaultSchema, request);
    await children.setDefaultContact(viewerOf(request), id);
    return { success: true, message: Messages.saveOk };
  });
  app.delete(CustomerPaths.contactDelete, editors, async (request) => {
    const { id } = parse(CustomerIdQuerySchema, request.query);
    await children.deleteContact(viewerOf(request), id);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(CustomerPaths.addressList, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(AddressListQuerySchema, request.query);
    return { success: true, data: await children.listAddresses(viewerOf(request), filter, { pageIndex, pageSize }) };
  });
  app.get(CustomerPaths.addressCount, async (request) => {
    const filter = parse(AddressFilterSchema, request.query);
    return { success: true, data: await children.countAddresses(viewerOf(request), filter) };
  });
  app.post(CustomerPaths.addressSave, editors, async (request) => {
    const input = parseBody(SaveAddressSchema, request);
    return { success: true, message: Messages.saveOk, data: await children.saveAddress(viewerOf(request), input) };
  });
  app.post(CustomerPaths.addressSetDefault, editors, async (request) => {
    const { id } = parseBody(SetDefaultSchema, request);
    await children.setDefaultAddress(viewerOf(request), id);
    return { success: true, message: Messages.saveOk };
  });
  app.delete(CustomerPaths.addressDelete, editors, async (request) => {
    const { id } = parse(CustomerIdQuerySchema, request.query);
    await children.deleteAddress(viewerOf(request), id);
    return { success: true, message: Messages.deleteOk };
  });

  // The spec names no call for the detail page's history; this one follows the /v2/customer/... pattern.
  app.get(CustomerPaths.history, async (request) => {
    const { id, ...paging } = parse(CustomerHistoryQuerySchema, request.query);
    return { success: true, data: await customerHistory(app.db, viewerOf(request), id, paging) };
  });

  app.post(CustomerPaths.batchAddPermission, managers, async (request) => {
    const input = parseBody(CustomerPermissionSchema, request);
    await grants.grant(viewerOf(request), input);
    return { success: true, message: Messages.saveOk };
  });
  app.post(CustomerPaths.batchRemovePermission, managers, async (request) => {
    const input = parseBody(CustomerPermissionSchema, request);
    await grants.revoke(viewerOf(request), input);
    return { success: true, message: Messages.saveOk };
  });

  app.get(CustomerPaths.recycleBin, managers, async (request) => {
    const { name, pageIndex, pageSize } = parse(RecycleBinQuerySchema, request.query);
    return { success: true, data: await recycle.list(viewerOf(request), name, { pageIndex, pageSize }) };
  });
  app.get(CustomerPaths.recycleBinCount, managers, async (request) => {
    const { name } = parse(RecycleBinQuerySchema, request.query);
    return { success: true, data: await recycle.count(viewerOf(request), name) };
  });
  app.get(CustomerPaths.recycleBinDetail, managers, async (request) => {
    const { id } = parse(CustomerIdQuerySchema, request.query);
    return { success: true, data: await customers.detail(viewerOf(request), id, true) };
  });
  app.put(CustomerPaths.reduction, managers, async (request) => {
    const { ids } = parseBody(RestoreCustomersSchema, request);
    await recycle.restore(viewerOf(request), ids);
    return { success: true, message: '还原成功' };
  });
}
