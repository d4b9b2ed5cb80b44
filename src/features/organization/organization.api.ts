import type { z } from 'zod';
import type { AddUserSchema } from '@domain/auth/auth.schemas';
import type { ApiEnvelope } from '@domain/common/envelope';
import type { Paging } from '@domain/common/paging';
import type {
  AddDepartmentSchema,
  DepartmentRow,
  HandoverResult,
  HandoverSchema,
  MoveUsersSchema,
  RoleSummary,
  UpdateDepartmentSchema,
  UpdateUserSchema,
  UserFilter,
  UserPick,
  UserRow,
} from '@domain/users/users.schemas';
import { api } from '@/app/api';
import { UserPaths } from '@domain/users/users.paths';

export type UserListArgs = UserFilter & Paging;
export type AddUserInput = z.infer<typeof AddUserSchema>;
export type EditUserInput = z.infer<typeof UpdateUserSchema>;

// A user change moves the headcount, which the package detail, the session and the menu gate show.
const afterUserChange = ['Users', 'Departments', 'Package', 'Session', 'Menu'] as const;

/** Departments, users and roles of the enterprise (/productSetting and the user pickers). */
export const organizationApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDepartments: build.query<DepartmentRow[], void>({
      query: () => UserPaths.department,
      transformResponse: (r: ApiEnvelope<DepartmentRow[]>) => r.data ?? [],
      providesTags: ['Departments'],
    }),
    listUsers: build.query<UserRow[], UserListArgs>({
      query: (params) => ({ url: UserPaths.list, params }),
      transformResponse: (r: ApiEnvelope<UserRow[]>) => r.data ?? [],
      providesTags: ['Users'],
    }),
    countUsers: build.query<number, UserFilter>({
      query: (params) => ({ url: UserPaths.count, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Users'],
    }),
    listUsersWithRole: build.query<UserPick[], number | void>({
      query: (role) => ({ url: UserPaths.withRole, params: role ? { role } : {} }),
      transformResponse: (r: ApiEnvelope<UserPick[]>) => r.data ?? [],
      providesTags: ['Users'],
    }),
    listRoleSummaries: build.query<RoleSummary[], void>({
      query: () => UserPaths.roles,
      transformResponse: (r: ApiEnvelope<RoleSummary[]>) => r.data ?? [],
      providesTags: ['Users'],
    }),
    addUser: build.mutation<ApiEnvelope<{ id: number }>, AddUserInput>({
      query: (body) => ({ url: UserPaths.user, method: 'POST', body }),
      invalidatesTags: [...afterUserChange],
    }),
    editUser: build.mutation<ApiEnvelope, EditUserInput>({
      query: (body) => ({ url: UserPaths.user, method: 'PUT', body }),
      invalidatesTags: [...afterUserChange],
    }),
    moveUsers: build.mutation<ApiEnvelope, z.infer<typeof MoveUsersSchema>>({
      query: (body) => ({ url: UserPaths.move, method: 'PUT', body }),
      invalidatesTags: ['Users', 'Departments'],
    }),
    handoverUser: build.mutation<ApiEnvelope<HandoverResult[]>, z.infer<typeof HandoverSchema>>({
      query: (body) => ({ url: UserPaths.handover, method: 'PUT', body }),
      // The reception staff list is tagged under Users.
      invalidatesTags: ['Users'],
    }),
    addDepartment: build.mutation<ApiEnvelope<{ id: number }>, z.infer<typeof AddDepartmentSchema>>({
      query: (body) => ({ url: UserPaths.department, method: 'POST', body }),
      invalidatesTags: ['Departments'],
    }),
    updateDepartment: build.mutation<ApiEnvelope, z.infer<typeof UpdateDepartmentSchema>>({
      query: (body) => ({ url: UserPaths.department, method: 'PUT', body }),
      // User rows show their department's name.
      invalidatesTags: ['Departments', 'Users'],
    }),
    deleteDepartments: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: UserPaths.department, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['Departments'],
    }),
  }),
});

export const {
  useListDepartmentsQuery,
  useListUsersQuery,
  useCountUsersQuery,
  useListUsersWithRoleQuery,
  useListRoleSummariesQuery,
  useAddUserMutation,
  useEditUserMutation,
  useMoveUsersMutation,
  useHandoverUserMutation,
  useAddDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentsMutation,
} = organizationApi;
