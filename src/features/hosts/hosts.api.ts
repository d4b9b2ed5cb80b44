import type { ApiEnvelope } from '@domain/common/envelope';
import type { ResolvedHostContacts } from '@domain/hosts/hosts.schemas';
import { api } from '@/app/api';
import { HostPaths } from '@domain/hosts/hosts.paths';

/** Host calls that go through the app's transport (signed-in). */
export const hostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Product users behind the users and departments picked in the host's contact picker. */
    resolveHostContacts: build.mutation<ResolvedHostContacts, { host: 'wecom' | 'dingtalk'; userIds: string[]; departmentIds: string[] }>({
      query: (body) => ({ url: HostPaths.usersResolve, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<ResolvedHostContacts>) => r.data ?? { users: [], departments: [] },
    }),
  }),
});

export const { useResolveHostContactsMutation } = hostsApi;
