/** Routes of customer service plans (spec part 1 section 2, Customers and products). */
export const cyclePlanPaths = {
  list: '/cyclePlan',
  /** The list with the add dialog open for a customer (the customer detail page's 新建计划). */
  addFor: (customerId: number) => `/cyclePlan?customerId=${customerId}`,
  detail: (id: number) => `/cyclePlan/cyclePlanDetail/${id}`,
  /** The same detail reached from the customer pages. */
  customerDetail: (id: number) => `/allCustomer/cyclePlanDetail/${id}`,
  sms: (id: number) => `/cyclePlan/SMSmarketing/${id}`,
  follow: '/followRemind',
} as const;
