import type { ApiEnvelope } from '@domain/common/envelope';
import type { DetailFormView, SaveDetailFormInput } from '@domain/templates/detail-forms.schemas';
import type { DetailEntityTypeValue } from '@domain/templates/fixed-fields';
import { api } from '@/app/api';
import { TemplatePaths } from '@domain/templates/templates.paths';

/**
 * Detail-control forms of whole entity kinds (/v2/temp/cusTempField, /detailControl/saveOc). They
 * share the 'FormFields' tag with the template-field recycle bin (templates.api.ts): a save sends
 * removed fields to the bin, and a restore puts one back into its form.
 */
export const detailFormsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDetailForm: build.query<DetailFormView, DetailEntityTypeValue>({
      query: (type) => ({ url: TemplatePaths.cusTempField, params: { type } }),
      transformResponse: (r: ApiEnvelope<DetailFormView>) => r.data!,
      providesTags: ['FormFields'],
    }),
    saveDetailForm: build.mutation<ApiEnvelope<DetailFormView>, SaveDetailFormInput>({
      query: (body) => ({ url: TemplatePaths.saveOc, method: 'POST', body }),
      invalidatesTags: ['FormFields'],
    }),
  }),
});

export const { useGetDetailFormQuery, useSaveDetailFormMutation } = detailFormsApi;
