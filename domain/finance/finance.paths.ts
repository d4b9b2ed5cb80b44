/** Paths of the finance calls (spec part 1 section 7 "/receive/...", part 2 section 7), named once for the server's routes and the client's api slices. */
export const FinancePaths = {
  /** Payment templates (收款模板): POST add, PUT update, GET list, DELETE del (spec part 1 section 7). */
  receiveAdd: '/receive/add',
  receiveUpdate: '/receive/update',
  receiveList: '/receive/list',
  receiveCount: '/receive/count',
  receiveDelete: '/receive/del',
  /** The templates an order type uses (orderTmplId; items have name and fk_t_ep_receive_payment_id). */
  receiveOfOrderType: '/receive/list/orderTmpl',
  /** An order's payment items by template and what was collected of each (paths not in the spec). */
  orderItemCollections: '/receive/collection/list',
  collectItem: '/receive/collection/save',
  /** Reconciliation: list and count of the spec; marking and reopening are this system's own paths. */
  reconcileList: '/v2/reconcile/list',
  reconcileCount: '/v2/reconcile/count',
  reconcileMark: '/v2/reconcile/mark',
  reconcileReopen: '/v2/reconcile/reopen',
} as const;
