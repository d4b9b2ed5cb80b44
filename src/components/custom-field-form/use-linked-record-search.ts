import { useCallback } from 'react';
import { LinkTarget, type LinkTargetCode } from '@domain/forms/field-types';
import { useAppDispatch } from '@/app/hooks';
import { customersApi } from '@/features/customers/customers.api';
import { eventsApi } from '@/features/events/events.api';
import { organizationApi } from '@/features/organization/organization.api';
import { ordersApi } from '@/features/orders/orders.api';
import { productsApi } from '@/features/products/products.api';
import type { LinkedRecordChoice, LinkedRecordSearch } from './control-types';

/** How many records a linked-record field offers per search; typing narrows them. */
const OFFERED = 20;
const FIRST_PAGE = { pageIndex: 0, pageSize: OFFERED };

/**
 * The app's search for linked-record fields (type 30): each kind's own list call with the typed
 * keyword, so the user sees only the records their role may see. Spare parts (4) and device
 * archives (37) belong to areas not built yet: nothing to offer for them.
 */
export function useLinkedRecordSearch(): LinkedRecordSearch {
  const dispatch = useAppDispatch();
  return useCallback(
    async (target: LinkTargetCode, keyword: string): Promise<LinkedRecordChoice[]> => {
      const text = keyword || undefined;
      const choice = (id: number, label: string): LinkedRecordChoice => ({ id: String(id), text: label });
      // subscribe: false: an answer is read once, not kept in the cache for the list screens.
      const once = { subscribe: false } as const;
      switch (target) {
        case LinkTarget.customer: {
          const rows = await dispatch(customersApi.endpoints.listCustomers.initiate({ name: text, ...FIRST_PAGE }, once)).unwrap();
          return rows.map((r) => choice(r.id, r.name));
        }
        case LinkTarget.order: {
          const { list } = await dispatch(ordersApi.endpoints.listOrders.initiate({ keyword: text, ...FIRST_PAGE }, once)).unwrap();
          return list.map((o) => choice(o.id, `${o.orderNo} ${o.title}`));
        }
        case LinkTarget.product: {
          const rows = await dispatch(productsApi.endpoints.listProducts.initiate({ keyword: text, ...FIRST_PAGE }, once)).unwrap();
          return rows.map((r) => choice(r.id, r.name));
        }
        case LinkTarget.event: {
          const rows = await dispatch(eventsApi.endpoints.listEvents.initiate({ keyword: text, ...FIRST_PAGE }, once)).unwrap();
          return rows.map((e) => choice(e.id, `${e.code} ${e.title}`));
        }
        case LinkTarget.person: {
          const rows = await dispatch(organizationApi.endpoints.listUsers.initiate({ keyword: text, ...FIRST_PAGE }, once)).unwrap();
          return rows.map((u) => choice(u.id, u.name));
        }
        default:
          return [];
      }
    },
    [dispatch],
  );
}
