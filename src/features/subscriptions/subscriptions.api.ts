import type { ApiEnvelope } from '@domain/common/envelope';
import type { SubscribeStatus, SubscriptionNoticeItem } from '@domain/subscriptions/subscriptions.schemas';
import type { SubscriptionTypeValue } from '@domain/subscriptions/subscriptions';
import { api } from '@/app/api';
import { SubscriptionPaths } from '@domain/subscriptions/subscriptions.paths';

/** The caller's message subscriptions: a master switch and per-notice switches per type. */
export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscribeStatus: build.query<SubscribeStatus, SubscriptionTypeValue>({
      query: (type) => ({ url: SubscriptionPaths.status, params: { type } }),
      transformResponse: (r: ApiEnvelope<SubscribeStatus>) => r.data!,
      providesTags: (_r, _e, type) => [{ type: 'Subscriptions', id: `status-${type}` }],
    }),
    updateSubscribeStatus: build.mutation<ApiEnvelope, SubscribeStatus>({
      query: (body) => ({ url: SubscriptionPaths.updateStatus, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { type }) => [{ type: 'Subscriptions', id: `status-${type}` }],
    }),
    getSubscribeContentStatus: build.query<SubscriptionNoticeItem[], SubscriptionTypeValue>({
      query: (type) => ({ url: SubscriptionPaths.contentStatus, params: { type } }),
      transformResponse: (r: ApiEnvelope<SubscriptionNoticeItem[]>) => r.data ?? [],
      providesTags: (_r, _e, type) => [{ type: 'Subscriptions', id: `items-${type}` }],
    }),
    updateSubscribeContentStatus: build.mutation<ApiEnvelope, { code: string; value: 0 | 1; type: SubscriptionTypeValue }>({
      query: ({ code, value }) => ({ url: SubscriptionPaths.updateContentStatus, method: 'PUT', body: { code, value } }),
      invalidatesTags: (_r, _e, { type }) => [{ type: 'Subscriptions', id: `items-${type}` }],
    }),
  }),
});

export const {
  useGetSubscribeStatusQuery,
  useUpdateSubscribeStatusMutation,
  useGetSubscribeContentStatusQuery,
  useUpdateSubscribeContentStatusMutation,
} = subscriptionsApi;
