import type { ApiEnvelope } from '@domain/common/envelope';
import type { ReceptionPerson, SaveReceptionPersonInput } from '@domain/reception/reception.schemas';
import { api } from '@/app/api';
import { ReceptionPaths } from '@domain/reception/reception.paths';

// Reception staff are users: a user's change (name, phone, status) changes the list too.
const RECEPTION_LIST = { type: 'Users', id: 'reception' } as const;

/** The enterprise's reception staff (/receptionPersonnel/...). */
export const receptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReceptionPersonnel: build.query<ReceptionPerson[], void>({
      query: () => ReceptionPaths.list,
      transformResponse: (r: ApiEnvelope<ReceptionPerson[]>) => r.data ?? [],
      providesTags: [RECEPTION_LIST],
    }),
    saveReceptionPerson: build.mutation<ApiEnvelope, SaveReceptionPersonInput>({
      query: (body) => ({ url: ReceptionPaths.save, method: 'POST', body }),
      invalidatesTags: [RECEPTION_LIST],
    }),
    deleteReceptionPersonnel: build.mutation<ApiEnvelope, number[]>({
      query: (userIds) => ({ url: ReceptionPaths.delete, method: 'DELETE', params: { userIds: userIds.join(',') } }),
      invalidatesTags: [RECEPTION_LIST],
    }),
  }),
});

export const { useListReceptionPersonnelQuery, useSaveReceptionPersonMutation, useDeleteReceptionPersonnelMutation } = receptionApi;
