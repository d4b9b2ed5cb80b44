import type { ApiEnvelope } from '@domain/common/envelope';
import type { RoleType } from '@domain/shell/roles';
import type { RightItem, RoleMenuItem } from '@domain/users/users.schemas';
import { api } from '@/app/api';
import { UserPaths } from '@domain/users/users.paths';

// One page holds a role's whole list: the catalogue and the codes are far below the largest page size.
const WHOLE_LIST = { pageIndex: 0, pageSize: 1000 };

/**
 * A role's menu and permission codes (/role/menu/..., /ep/right/...). They are what the signed-in
 * user's own menu and powers are made of, so they share those tags: a save refreshes both.
 */
export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRoleMenu: build.query<string[], RoleType>({
      query: (role) => ({ url: UserPaths.roleMenuList, params: { role, ...WHOLE_LIST } }),
      transformResponse: (r: ApiEnvelope<RoleMenuItem[]>) => (r.data ?? []).map((m) => m.key),
      providesTags: ['Menu'],
    }),
    listRoleRights: build.query<string[], RoleType>({
      query: (role) => ({ url: UserPaths.rightList, params: { role, ...WHOLE_LIST } }),
      transformResponse: (r: ApiEnvelope<RightItem[]>) => (r.data ?? []).map((m) => m.code),
      providesTags: ['Session'],
    }),
    saveRoleMenu: build.mutation<ApiEnvelope, { role: RoleType; keys: string[] }>({
      query: (body) => ({ url: UserPaths.roleMenuSave, method: 'POST', body }),
      invalidatesTags: ['Menu'],
    }),
    saveRoleRights: build.mutation<ApiEnvelope, { role: RoleType; codes: string[] }>({
      query: (body) => ({ url: UserPaths.rightSave, method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useListRoleMenuQuery, useListRoleRightsQuery, useSaveRoleMenuMutation, useSaveRoleRightsMutation } = rolesApi;
