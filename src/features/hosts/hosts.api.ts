import type { ApiEnvelope } from '@domain/common/envelope';
import type { ResolvedHostUser } from '@domain/hosts/hosts.schemas';
import { api } from '@/app/api';

/** Host calls that go through the app's transport (signed-in). */
export const hostsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Product users behind host users picked in the host's contact picker. */
    resolveHostUsers: build.mutation<ResolvedHostUser[], { host: 'wecom' | 'dingtalk'; userIds: string[] }>({
      query: (body) => ({ url: '/hosts/users/resolve', method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<ResolvedHostUser[]>) => r.data ?? [],
    }),
  }),
});

export const { useResolveHostUsersMutation } = hostsApi;
