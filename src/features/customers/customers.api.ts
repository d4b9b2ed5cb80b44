import type { ApiEnvelope } from '@domain/common/envelope';
import type {
  AddressFilter,
  AddressRow,
  ContactFilter,
  ContactRow,
  CustomerDetail,
  CustomerFilter,
  CustomerHistoryRow,
  CustomerRow,
  OpenOrdersNotice,
  RecycledCustomerRow,
} from '@domain/customers/customers.schemas';
import type { DetailFormView } from '@domain/templates/detail-forms.schemas';
import { api } from '@/app/api';
import { CustomerPaths } from '@domain/customers/customers.paths';

interface Paging {
  pageIndex: number;
  pageSize: number;
}
export type CustomerListArgs = Partial<CustomerFilter> & Paging;

/** Request bodies as the forms send them; the server's schemas fill the defaults. */
export interface ContactArgs {
  name: string;
  phone: string;
  isDefault?: boolean;
}
export interface AddressArgs {
  region?: string;
  detail?: string;
  mapName?: string;
  lng?: number | null;
  lat?: number | null;
  isDefault?: boolean;
}
export interface CustomerArgs {
  name: string;
  phone: string;
  businessUserId?: number | null;
  serviceGroupId?: number | null;
  tagIds?: number[];
  customValues?: Record<string, unknown>;
}
export type AddCustomerArgs = CustomerArgs & { contacts: ContactArgs[]; addresses: AddressArgs[] };
export type EditCustomerArgs = CustomerArgs & { id: number };

/** Empty filter values are left out of the query string. */
const clean = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
const data = <T>(fallback: T) => (r: ApiEnvelope<T>) => r.data ?? fallback;

/** Customers, contacts, addresses, grants and the customer recycle bin. */
export const customersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<CustomerRow[], CustomerListArgs>({
      query: (params) => ({ url: CustomerPaths.list, params: clean(params) }),
      transformResponse: data<CustomerRow[]>([]),
      providesTags: ['Customers'],
    }),
    countCustomers: build.query<number, Partial<CustomerFilter>>({
      query: (params) => ({ url: CustomerPaths.count, params: clean(params) }),
      transformResponse: data(0),
      providesTags: ['Customers'],
    }),
    getCustomerHistory: build.query<{ list: CustomerHistoryRow[]; total: number }, { id: number } & Paging>({
      query: (params) => ({ url: CustomerPaths.history, params }),
      transformResponse: data({ list: [] as CustomerHistoryRow[], total: 0 }),
      // Every customer, contact, address and grant change invalidates 'Customers'.
      providesTags: ['Customers'],
    }),
    getCustomer: build.query<CustomerDetail, number>({
      query: (id) => ({ url: CustomerPaths.detail, params: { id } }),
      transformResponse: (r: ApiEnvelope<CustomerDetail>) => r.data!,
      providesTags: (_r, _e, id) => [{ type: 'Customers', id }],
    }),
    getRecycledCustomer: build.query<CustomerDetail, number>({
      query: (id) => ({ url: CustomerPaths.recycleBinDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<CustomerDetail>) => r.data!,
      providesTags: ['CustomerRecycle'],
    }),
    customerTemplate: build.query<DetailFormView, void>({
      query: () => ({ url: CustomerPaths.template }),
      transformResponse: (r: ApiEnvelope<DetailFormView>) => r.data!,
      providesTags: ['FormFields'],
    }),
    addCustomer: build.mutation<ApiEnvelope<CustomerDetail>, AddCustomerArgs>({
      query: (body) => ({ url: CustomerPaths.add, method: 'POST', body }),
      invalidatesTags: ['Customers', 'CustomerContacts', 'CustomerAddresses'],
    }),
    editCustomer: build.mutation<ApiEnvelope<CustomerDetail>, EditCustomerArgs>({
      query: (body) => ({ url: CustomerPaths.edit, method: 'POST', body }),
      invalidatesTags: ['Customers', 'CustomerContacts', 'CustomerAddresses'],
    }),
    checkCustomerDelete: build.mutation<OpenOrdersNotice[], number[]>({
      query: (ids) => ({ url: CustomerPaths.deleteCheck, params: { ids: ids.join(',') } }),
      transformResponse: data<OpenOrdersNotice[]>([]),
    }),
    /** `openOrders`: the open orders per id that the confirmation named (the server refuses if they changed). */
    deleteCustomers: build.mutation<ApiEnvelope, { ids: number[]; openOrders?: number[] }>({
      query: ({ ids, openOrders }) => ({
        url: CustomerPaths.delete,
        method: 'DELETE',
        params: { ids: ids.join(','), ...(openOrders?.some((n) => n > 0) ? { force: 1, openOrders: openOrders.join(',') } : {}) },
      }),
      invalidatesTags: ['Customers', 'CustomerContacts', 'CustomerAddresses', 'CustomerRecycle'],
    }),
    grantCustomers: build.mutation<ApiEnvelope, { customerIds: number[]; userIds: number[] }>({
      query: (body) => ({ url: CustomerPaths.batchAddPermission, method: 'POST', body }),
      invalidatesTags: ['Customers'],
    }),
    revokeCustomers: build.mutation<ApiEnvelope, { customerIds: number[]; userIds: number[] }>({
      query: (body) => ({ url: CustomerPaths.batchRemovePermission, method: 'POST', body }),
      invalidatesTags: ['Customers'],
    }),
    listContacts: build.query<ContactRow[], Partial<ContactFilter> & Paging>({
      query: (params) => ({ url: CustomerPaths.contactList, params: clean(params) }),
      transformResponse: data<ContactRow[]>([]),
      providesTags: ['CustomerContacts'],
    }),
    countContacts: build.query<number, Partial<ContactFilter>>({
      query: (params) => ({ url: CustomerPaths.contactCount, params: clean(params) }),
      transformResponse: data(0),
      providesTags: ['CustomerContacts'],
    }),
    saveContact: build.mutation<ApiEnvelope<ContactRow>, ContactArgs & { id?: number; customerId: number }>({
      query: (body) => ({ url: CustomerPaths.contactSave, method: 'POST', body }),
      invalidatesTags: ['Customers', 'CustomerContacts'],
    }),
    setDefaultContact: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: CustomerPaths.contactSetDefault, method: 'POST', body: { id } }),
      invalidatesTags: ['Customers', 'CustomerContacts'],
    }),
    deleteContact: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: CustomerPaths.contactDelete, method: 'DELETE', params: { id } }),
      invalidatesTags: ['Customers', 'CustomerContacts'],
    }),
    listAddresses: build.query<AddressRow[], Partial<AddressFilter> & Paging>({
      query: (params) => ({ url: CustomerPaths.addressList, params: clean(params) }),
      transformResponse: data<AddressRow[]>([]),
      providesTags: ['CustomerAddresses'],
    }),
    countAddresses: build.query<number, Partial<AddressFilter>>({
      query: (params) => ({ url: CustomerPaths.addressCount, params: clean(params) }),
      transformResponse: data(0),
      providesTags: ['CustomerAddresses'],
    }),
    saveAddress: build.mutation<ApiEnvelope<AddressRow>, AddressArgs & { id?: number; customerId: number }>({
      query: (body) => ({ url: CustomerPaths.addressSave, method: 'POST', body }),
      invalidatesTags: ['Customers', 'CustomerAddresses'],
    }),
    setDefaultAddress: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: CustomerPaths.addressSetDefault, method: 'POST', body: { id } }),
      invalidatesTags: ['Customers', 'CustomerAddresses'],
    }),
    deleteAddress: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: CustomerPaths.addressDelete, method: 'DELETE', params: { id } }),
      invalidatesTags: ['Customers', 'CustomerAddresses'],
    }),
    exportCustomers: build.mutation<ApiEnvelope<{ id: number }>, Partial<CustomerFilter> & { ids?: number[] }>({
      query: (body) => ({ url: CustomerPaths.export, method: 'POST', body: { ...clean(body), format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    listRecycledCustomers: build.query<RecycledCustomerRow[], { name?: string } & Paging>({
      query: (params) => ({ url: CustomerPaths.recycleBin, params: clean(params) }),
      transformResponse: data<RecycledCustomerRow[]>([]),
      providesTags: ['CustomerRecycle'],
    }),
    countRecycledCustomers: build.query<number, { name?: string }>({
      query: (params) => ({ url: CustomerPaths.recycleBinCount, params: clean(params) }),
      transformResponse: data(0),
      providesTags: ['CustomerRecycle'],
    }),
    restoreCustomers: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: CustomerPaths.reduction, method: 'PUT', body: { ids } }),
      invalidatesTags: ['Customers', 'CustomerContacts', 'CustomerAddresses', 'CustomerRecycle'],
    }),
  }),
});

export const {
  useListCustomersQuery,
  useCountCustomersQuery,
  useGetCustomerQuery,
  useGetCustomerHistoryQuery,
  useGetRecycledCustomerQuery,
  useCustomerTemplateQuery,
  useAddCustomerMutation,
  useEditCustomerMutation,
  useCheckCustomerDeleteMutation,
  useDeleteCustomersMutation,
  useGrantCustomersMutation,
  useRevokeCustomersMutation,
  useExportCustomersMutation,
  useListContactsQuery,
  useCountContactsQuery,
  useSaveContactMutation,
  useSetDefaultContactMutation,
  useDeleteContactMutation,
  useListAddressesQuery,
  useCountAddressesQuery,
  useSaveAddressMutation,
  useSetDefaultAddressMutation,
  useDeleteAddressMutation,
  useListRecycledCustomersQuery,
  useCountRecycledCustomersQuery,
  useRestoreCustomersMutation,
} = customersApi;
