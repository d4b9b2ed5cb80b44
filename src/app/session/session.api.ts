import type { ApiEnvelope } from '@domain/common/envelope';
import type { MenuNode } from '@domain/shell/menu.schemas';
import type { PackageDetail, SessionUser } from '@domain/shell/session.schemas';
import { api } from '@/app/api';
import { setCsrfToken } from '@adapters/session-token';

/** The signed-in user, the role's menu, the plan package and the calls that change them. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessionUser: build.query<SessionUser, void>({
      query: () => '/v2/sessionUser/info',
      transformResponse: (r: ApiEnvelope<SessionUser>) => r.data!,
      providesTags: ['Session'],
      onQueryStarted: (_, { queryFulfilled }) => void queryFulfilled.then(({ data }) => setCsrfToken(data.csrfToken), () => undefined),
    }),
    getMenu: build.query<MenuNode[], void>({
      query: () => '/v2/menu/listV2',
      transformResponse: (r: ApiEnvelope<MenuNode[]>) => r.data ?? [],
      providesTags: ['Menu'],
    }),
    getPackageDetail: build.query<PackageDetail, void>({
      query: () => '/v2/charge/epPackageDetail',
      transformResponse: (r: ApiEnvelope<PackageDetail>) => r.data!,
      providesTags: ['Package'],
    }),
    getHotline: build.query<{ phone: string; paymentUrl: string }, void>({
      query: () => '/v2/system/customServicePhone',
      transformResponse: (r: ApiEnvelope<{ phone: string; paymentUrl: string }>) => r.data!,
    }),
    changeRole: build.mutation<ApiEnvelope, { role: number }>({
      query: (body) => ({ url: '/user/changeRole', method: 'POST', body }),
      invalidatesTags: ['Session', 'Menu'],
    }),
    logout: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useGetSessionUserQuery,
  useGetMenuQuery,
  useGetPackageDetailQuery,
  useGetHotlineQuery,
  useChangeRoleMutation,
  useLogoutMutation,
} = sessionApi;
