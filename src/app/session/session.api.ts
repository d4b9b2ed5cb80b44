import type { ApiEnvelope } from '@domain/common/envelope';
import type { MenuNode } from '@domain/shell/menu.schemas';
import type { PackageDetail, SessionUser } from '@domain/shell/session.schemas';
import { api } from '@/app/api';
import { setCsrfToken } from '@adapters/session-token';
import { ShellPaths } from '@domain/shell/shell.paths';
import { AuthPaths } from '@domain/auth/auth.paths';
import { MobilePaths } from '@domain/mobile/mobile.paths';

/** The signed-in user, the role's menu, the plan package and the calls that change them. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSessionUser: build.query<SessionUser, void>({
      query: () => ShellPaths.sessionUserInfo,
      transformResponse: (r: ApiEnvelope<SessionUser>) => r.data!,
      providesTags: ['Session'],
      onQueryStarted: (_, { queryFulfilled }) => void queryFulfilled.then(({ data }) => setCsrfToken(data.csrfToken), () => undefined),
    }),
    getMenu: build.query<MenuNode[], void>({
      query: () => ShellPaths.menu,
      transformResponse: (r: ApiEnvelope<MenuNode[]>) => r.data ?? [],
      providesTags: ['Menu'],
    }),
    getPackageDetail: build.query<PackageDetail, void>({
      query: () => ShellPaths.packageDetail,
      transformResponse: (r: ApiEnvelope<PackageDetail>) => r.data!,
      providesTags: ['Package'],
    }),
    getHotline: build.query<{ phone: string; paymentUrl: string }, void>({
      query: () => ShellPaths.servicePhone,
      transformResponse: (r: ApiEnvelope<{ phone: string; paymentUrl: string }>) => r.data!,
    }),
    changeRole: build.mutation<ApiEnvelope, { role: number }>({
      query: (body) => ({ url: ShellPaths.changeRole, method: 'POST', body }),
      invalidatesTags: ['Session', 'Menu'],
    }),
    /** POST /user/changePcVersion: the PC (1) or mobile (0) version, remembered for the user. */
    changePcVersion: build.mutation<ApiEnvelope, { pcVersion: 0 | 1 }>({
      query: (body) => ({ url: MobilePaths.changePcVersion, method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    logout: build.mutation<ApiEnvelope, void>({
      query: () => ({ url: AuthPaths.logout, method: 'POST', body: {} }),
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
  useChangePcVersionMutation,
} = sessionApi;
