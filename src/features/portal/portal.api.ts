import type { ApiEnvelope } from '@domain/common/envelope';
import type { AccountFilter, PortalAccountDetail, PortalAccountRow, PortalAddressRow, PortalSettingInput, PortalSettingRow, SaveAccountInput, SaveAddressInput } from '@domain/portal/portal.schemas';
import type { ACCOUNT_MOVES } from '@domain/portal/account.machine';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import { api } from '@/app/api';

type Paged = Partial<AccountFilter> & { pageIndex: number; pageSize: number };
type Page = { list: PortalAccountRow[]; total: number };
const tags = ['PortalAccounts' as const];
const empty: Page = { list: [], total: 0 };

/** Portal accounts, their children and addresses, the recycle bin, and /portalSetting. */
export const portalApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPortalAccounts: build.query<Page, Paged>({
      query: (params) => ({ url: P.accountList, params }),
      transformResponse: (r: ApiEnvelope<Page>) => r.data ?? empty,
      providesTags: tags,
    }),
    listPortalRecycleBin: build.query<Page, Paged>({
      query: (params) => ({ url: P.recycleBin, params }),
      transformResponse: (r: ApiEnvelope<Page>) => r.data ?? empty,
      providesTags: tags,
    }),
    getPortalAccount: build.query<PortalAccountDetail, number>({
      query: (id) => ({ url: P.accountDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<PortalAccountDetail>) => r.data!,
      providesTags: tags,
    }),
    listPortalChildren: build.query<PortalAccountRow[], number>({
      query: (parentId) => ({ url: P.childList, params: { parentId } }),
      transformResponse: (r: ApiEnvelope<PortalAccountRow[]>) => r.data ?? [],
      providesTags: tags,
    }),
    savePortalAccount: build.mutation<ApiEnvelope<PortalAccountDetail>, SaveAccountInput>({
      query: (body) => ({ url: P.accountSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    movePortalAccount: build.mutation<ApiEnvelope<PortalAccountDetail>, { id: number; op: (typeof ACCOUNT_MOVES)[number] }>({
      query: (body) => ({ url: P.accountStatus, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deletePortalAccounts: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.accountDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: tags,
    }),
    restorePortalAccounts: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.relegation, method: 'POST', body: { ids } }),
      invalidatesTags: tags,
    }),
    setDefaultPortalChild: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: P.childSetDefault, method: 'POST', body: { id } }),
      invalidatesTags: tags,
    }),
    listPortalAddresses: build.query<PortalAddressRow[], number>({
      query: (accountId) => ({ url: P.addressList, params: { accountId } }),
      transformResponse: (r: ApiEnvelope<PortalAddressRow[]>) => r.data ?? [],
      providesTags: tags,
    }),
    savePortalAddress: build.mutation<ApiEnvelope<PortalAddressRow[]>, Omit<SaveAddressInput, 'isDefault'> & { isDefault?: boolean }>({
      query: (body) => ({ url: P.addressSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    setDefaultPortalAddress: build.mutation<ApiEnvelope<PortalAddressRow[]>, number>({
      query: (id) => ({ url: P.addressSetDefault, method: 'POST', body: { id } }),
      invalidatesTags: tags,
    }),
    deletePortalAddress: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: P.addressDelete, method: 'DELETE', params: { id } }),
      invalidatesTags: tags,
    }),
    getPortalSetting: build.query<PortalSettingRow, void>({
      query: () => ({ url: P.settingGet }),
      transformResponse: (r: ApiEnvelope<PortalSettingRow>) => r.data!,
      providesTags: ['PortalSetting'],
    }),
    savePortalSetting: build.mutation<ApiEnvelope<PortalSettingRow>, PortalSettingInput>({
      query: (body) => ({ url: P.settingSave, method: 'POST', body }),
      invalidatesTags: ['PortalSetting'],
    }),
  }),
});

export const {
  useListPortalAccountsQuery,
  useListPortalRecycleBinQuery,
  useGetPortalAccountQuery,
  useListPortalChildrenQuery,
  useSavePortalAccountMutation,
  useMovePortalAccountMutation,
  useDeletePortalAccountsMutation,
  useRestorePortalAccountsMutation,
  useSetDefaultPortalChildMutation,
  useListPortalAddressesQuery,
  useSavePortalAddressMutation,
  useSetDefaultPortalAddressMutation,
  useDeletePortalAddressMutation,
  useGetPortalSettingQuery,
  useSavePortalSettingMutation,
} = portalApi;
