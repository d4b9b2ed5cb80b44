import type { ApiEnvelope } from '@domain/common/envelope';
import type { TagCodeValue } from '@domain/settings/tags';
import type { EpTag } from '@domain/tags/tags.schemas';
import { api } from '@/app/api';
import { TagPaths } from '@domain/tags/tags.paths';

export interface SaveTagArgs {
  id?: number;
  code: TagCodeValue;
  name: string;
  color_rgb: string;
}

/** Enterprise tags by kind, and the caller's personal status tag. */
export const tagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTags: build.query<EpTag[], TagCodeValue>({
      query: (code) => ({ url: TagPaths.list, params: { code } }),
      transformResponse: (r: ApiEnvelope<EpTag[]>) => r.data ?? [],
      providesTags: (_r, _e, code) => [{ type: 'Tags', id: `list-${code}` }],
    }),
    getUserStateLabel: build.query<EpTag | null, void>({
      query: () => TagPaths.userStateLabel,
      transformResponse: (r: ApiEnvelope<EpTag | null>) => r.data ?? null,
      providesTags: [{ type: 'Tags', id: 'my-state' }],
    }),
    updateUserStateTag: build.mutation<ApiEnvelope, { tagId: number }>({
      query: (body) => ({ url: TagPaths.updateUserStateTag, method: 'PUT', body }),
      // The session user carries stateTagId too.
      invalidatesTags: [{ type: 'Tags', id: 'my-state' }, 'Session'],
    }),
    saveTag: build.mutation<ApiEnvelope<EpTag>, SaveTagArgs>({
      query: (body) => ({ url: TagPaths.save, method: 'POST', body }),
      invalidatesTags: (_r, _e, { code }) => [{ type: 'Tags', id: `list-${code}` }, { type: 'Tags', id: 'my-state' }],
    }),
    deleteTags: build.mutation<ApiEnvelope, { ids: number[]; code: TagCodeValue }>({
      query: ({ ids }) => ({ url: TagPaths.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      // A deleted status tag is taken off its wearers, the caller perhaps among them.
      invalidatesTags: (_r, _e, { code }) => [{ type: 'Tags', id: `list-${code}` }, { type: 'Tags', id: 'my-state' }, 'Session'],
    }),
  }),
});

export const {
  useListTagsQuery,
  useGetUserStateLabelQuery,
  useUpdateUserStateTagMutation,
  useSaveTagMutation,
  useDeleteTagsMutation,
} = tagsApi;
