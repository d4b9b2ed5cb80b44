/** Paths of the cycle-plans calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const CyclePlanPaths = {
  list: '/customer/cycleorder/list',
  count: '/customer/cycleorder/count',
  detail: '/customer/cycleorder/detail',
  templateDetail: '/customer/cycleordertmpl/detail',
  save: '/customer/cycleorder/save',
  state: '/customer/cycleorder/state',
  delete: '/customer/cycleorder/delete',
  sendSms: '/customer/cycleorder/sendSms',
  reminderList: '/customer/reminder/plan/customer/list',
  reminderCount: '/customer/reminder/plan/customer/count',
  reminderEdit: '/customer/reminder/plan/edit',
} as const;
