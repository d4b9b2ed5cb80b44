import type { ApiEnvelope } from '@domain/common/envelope';
import type { CategoryKindValue, VisibilityValue } from '@domain/knowledge/knowledge.constants';
import { KnowledgePaths as P } from '@domain/knowledge/knowledge.paths';
import type { DocumentDetail, DocumentRow, FaqDetail, FaqFilter, FaqRow, KnowledgeCategory, PreviewInfo, SearchHit } from '@domain/knowledge/knowledge.schemas';
import { api } from '@/app/api';

export interface SaveCategoryArgs {
  id?: number;
  kind: CategoryKindValue;
  parentId: number | null;
  name: string;
  sort?: number;
}
export interface SaveFaqArgs {
  id?: number;
  categoryId: number;
  question: string;
  answer: string;
  visibility: VisibilityValue;
}
export interface SaveDocumentArgs {
  id?: number;
  categoryId: number;
  title: string;
  description?: string;
  visibility: VisibilityValue;
  fileId?: number;
  note?: string;
}

type Paged<F> = Partial<F> & { pageIndex: number; pageSize: number };
const data =
  <T,>(fallback: T) =>
  (r: ApiEnvelope<T>) =>
    r.data ?? fallback;
const tags = ['Knowledge' as const];

/** The knowledge base (/v2/knowledge/...): categories, FAQs, documents, search, suggestions, previews. */
export const knowledgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    listKnowledgeCategories: build.query<KnowledgeCategory[], CategoryKindValue>({
      query: (kind) => ({ url: P.categoryList, params: { kind } }),
      transformResponse: data<KnowledgeCategory[]>([]),
      providesTags: tags,
    }),
    saveKnowledgeCategory: build.mutation<ApiEnvelope<KnowledgeCategory>, SaveCategoryArgs>({
      query: (body) => ({ url: P.categorySave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteKnowledgeCategory: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: P.categoryDelete, method: 'DELETE', params: { ids: String(id) } }),
      invalidatesTags: tags,
    }),
    listFaqs: build.query<FaqRow[], Paged<FaqFilter>>({
      query: (params) => ({ url: P.faqList, params }),
      transformResponse: data<FaqRow[]>([]),
      providesTags: tags,
    }),
    countFaqs: build.query<number, Partial<FaqFilter>>({
      query: (params) => ({ url: P.faqCount, params }),
      transformResponse: data(0),
      providesTags: tags,
    }),
    getFaq: build.query<FaqDetail, number>({
      query: (id) => ({ url: P.faqDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<FaqDetail>) => r.data!,
      providesTags: tags,
    }),
    saveFaq: build.mutation<ApiEnvelope<FaqDetail>, SaveFaqArgs>({
      query: (body) => ({ url: P.faqSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteFaqs: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.faqDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: tags,
    }),
    faqFeedback: build.mutation<ApiEnvelope<FaqDetail>, { id: number; helpful: boolean }>({
      query: (body) => ({ url: P.faqFeedback, method: 'POST', body }),
      // The answer carries the new counts: put them in place without reading the article again (a read counts a view).
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: answer } = await queryFulfilled;
        if (answer.data) dispatch(knowledgeApi.util.upsertQueryData('getFaq', id, answer.data));
      },
    }),
    listDocuments: build.query<DocumentRow[], Paged<FaqFilter>>({
      query: (params) => ({ url: P.documentList, params }),
      transformResponse: data<DocumentRow[]>([]),
      providesTags: tags,
    }),
    countDocuments: build.query<number, Partial<FaqFilter>>({
      query: (params) => ({ url: P.documentCount, params }),
      transformResponse: data(0),
      providesTags: tags,
    }),
    getDocument: build.query<DocumentDetail, number>({
      query: (id) => ({ url: P.documentDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<DocumentDetail>) => r.data!,
      providesTags: tags,
    }),
    saveDocument: build.mutation<ApiEnvelope<DocumentDetail>, SaveDocumentArgs>({
      query: (body) => ({ url: P.documentSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    saveDocumentVersion: build.mutation<ApiEnvelope<DocumentDetail>, { documentId: number; fileId: number; note?: string }>({
      query: (body) => ({ url: P.documentVersionSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteDocuments: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.documentDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: tags,
    }),
    searchKnowledge: build.query<SearchHit[], { q: string; kind?: CategoryKindValue }>({
      query: (params) => ({ url: P.search, params }),
      transformResponse: data<SearchHit[]>([]),
      providesTags: tags,
    }),
    suggestKnowledge: build.query<SearchHit[], string>({
      query: (text) => ({ url: P.suggest, params: { text } }),
      transformResponse: data<SearchHit[]>([]),
      providesTags: tags,
    }),
    previewKnowledgeFile: build.query<PreviewInfo, string>({
      query: (encoded) => ({ url: P.preview, params: { url: encoded } }),
      transformResponse: (r: ApiEnvelope<PreviewInfo>) => r.data!,
    }),
  }),
});

export const {
  useListKnowledgeCategoriesQuery,
  useSaveKnowledgeCategoryMutation,
  useDeleteKnowledgeCategoryMutation,
  useListFaqsQuery,
  useCountFaqsQuery,
  useGetFaqQuery,
  useSaveFaqMutation,
  useDeleteFaqsMutation,
  useFaqFeedbackMutation,
  useListDocumentsQuery,
  useCountDocumentsQuery,
  useGetDocumentQuery,
  useSaveDocumentMutation,
  useSaveDocumentVersionMutation,
  useDeleteDocumentsMutation,
  useSearchKnowledgeQuery,
  useSuggestKnowledgeQuery,
  usePreviewKnowledgeFileQuery,
} = knowledgeApi;
