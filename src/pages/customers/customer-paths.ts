/** Routes of the customer screens (spec part 1 section 2, Customers and products). */
export const customerPaths = {
  list: '/allCustomer',
  detail: (id: number) => `/allCustomer/customerDetail/${id}`,
  contacts: '/contactManage',
  contactDetail: (id: number) => `/contactManage/contactCustomerDetail/${id}`,
  addresses: '/addressManage',
  addressDetail: (id: number) => `/addressManage/addressCustomerDetail/${id}`,
  recycle: '/customerRecycle',
  recycleDetail: (id: number) => `/customerRecycle/customerDetail/${id}`,
} as const;
