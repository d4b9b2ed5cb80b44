import type { CustomerPermissionInput } from '@domain/customers/customers.schemas';
import { CustomerErrors } from '@domain/customers/errors';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { Viewer } from './customer-access';
import { checkRefs, logCustomerChange } from './customer-refs';
import { addGrants, findCustomers, removeGrants, userNames } from './customers.queries';

/** batchAddPermission / batchRemovePermission: who else may see customers besides their owner. */
export class CustomerGrantsService {
  constructor(private readonly db: Database) {}

  grant(viewer: Viewer, input: CustomerPermissionInput): Promise<void> {
    return this.change(viewer, input, 'grant');
  }

  revoke(viewer: Viewer, input: CustomerPermissionInput): Promise<void> {
    return this.change(viewer, input, 'revoke');
  }

  private change(viewer: Viewer, { customerIds, userIds }: CustomerPermissionInput, kind: 'grant' | 'revoke'): Promise<void> {
    const { enterpriseId } = viewer;
    return this.db.tenant(enterpriseId, async (tx) => {
      const found = await findCustomers(tx, viewer, customerIds);
      if (found.length !== new Set(customerIds).size) throw notFound(CustomerErrors.notFound);
      await checkRefs(tx, enterpriseId, { userIds });
      if (kind === 'grant') {
        const rows = found.flatMap((c) => userIds.map((userId) => ({ enterpriseId, customerId: c.id, userId })));
        await addGrants(tx, rows);
      } else {
        await removeGrants(tx, enterpriseId, customerIds, userIds);
      }
      const names = await userNames(tx, enterpriseId, userIds);
      const who = userIds.map((id) => names.get(id)?.name ?? '').join('、');
      await logCustomerChange(
        tx,
        viewer,
        found.map((c) => ({ action: `customer.${kind}`, customerId: c.id, summary: `${kind === 'grant' ? '授权' : '取消授权'}可见人员：${who}`, after: { userIds } })),
      );
    });
  }
}
