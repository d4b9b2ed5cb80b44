import type { ApiEnvelope } from '@domain/common/envelope';
import { fillPath } from '@domain/common/path-params';
import type {
  CustomerProductDetail,
  CustomerProductFilter,
  CustomerProductRow,
  ProductFilter,
  ProductRow,
  PublicProductView,
  QrBatchRow,
  QrCodeRow,
  QrImage,
  ServiceRequestInput,
} from '@domain/products/products.schemas';
import { api } from '@/app/api';
import { ProductPaths } from '@domain/products/products.paths';

type Paged<F> = F & { pageIndex: number; pageSize: number };

/** Request bodies as the dialogs send them; the server's schemas fill the defaults. */
export interface SaveProductArgs {
  id?: number;
  name: string;
  model?: string;
  category?: string;
  warrantyPeriod?: number | null;
  warrantyUnit?: number;
  warrantyBasis?: number;
  description?: string;
  customValues?: Record<string, unknown>;
}
export interface SaveCustomerProductArgs {
  id?: number;
  productId: number;
  customerId?: number | null;
  name?: string;
  serialNumber?: string;
  address?: string;
  purchaseDate?: string | null;
  deliveryDate?: string | null;
  installDate?: string | null;
  productionDate?: string | null;
  warrantyStart?: string | null;
  warrantyEnd?: string | null;
  warrantyPeriod?: number | null;
  warrantyUnit?: number;
  warrantyBasis?: number;
  customValues?: Record<string, unknown>;
}
export interface GeneratedQr {
  batch: QrBatchRow | null;
  codes: QrCodeRow[];
}

const ids = (list: number[]) => ({ ids: list.join(',') });
const data = <T,>(fallback: T) => (r: ApiEnvelope<T>) => r.data ?? fallback;

/** The product archive, customer products and their QR codes. */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ProductRow[], Paged<ProductFilter>>({
      query: (params) => ({ url: ProductPaths.list, params }),
      transformResponse: data<ProductRow[]>([]),
      providesTags: ['Products'],
    }),
    countProducts: build.query<number, ProductFilter>({
      query: (params) => ({ url: ProductPaths.count, params }),
      transformResponse: data(0),
      providesTags: ['Products'],
    }),
    listProductCategories: build.query<string[], void>({
      query: () => ProductPaths.categories,
      transformResponse: data<string[]>([]),
      providesTags: ['Products'],
    }),
    getProduct: build.query<ProductRow, number>({
      query: (id) => ({ url: ProductPaths.detail, params: { id } }),
      transformResponse: (r: ApiEnvelope<ProductRow>) => r.data!,
      providesTags: ['Products'],
    }),
    saveProduct: build.mutation<ApiEnvelope<ProductRow>, SaveProductArgs>({
      query: (body) => ({ url: ProductPaths.save, method: 'POST', body }),
      // Customer products show their model's name.
      invalidatesTags: ['Products', 'CustomerProducts'],
    }),
    deleteProducts: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: ProductPaths.delete, method: 'DELETE', params: ids(list) }),
      invalidatesTags: ['Products'],
    }),
    /** The filtered archive into the download centre. */
    exportProducts: build.mutation<ApiEnvelope<{ id: number }>, ProductFilter>({
      query: (body) => ({ url: ProductPaths.export, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    listCustomerProducts: build.query<CustomerProductRow[], Paged<CustomerProductFilter>>({
      query: (params) => ({ url: ProductPaths.customerProductList, params }),
      transformResponse: data<CustomerProductRow[]>([]),
      providesTags: ['CustomerProducts'],
    }),
    countCustomerProducts: build.query<number, CustomerProductFilter>({
      query: (params) => ({ url: ProductPaths.customerProductCount, params }),
      transformResponse: data(0),
      providesTags: ['CustomerProducts'],
    }),
    getCustomerProduct: build.query<CustomerProductDetail, number>({
      query: (customerProductionId) => ({ url: ProductPaths.customerProductDetail, params: { customerProductionId } }),
      transformResponse: (r: ApiEnvelope<CustomerProductDetail>) => r.data!,
      providesTags: ['CustomerProducts'],
    }),
    saveCustomerProduct: build.mutation<ApiEnvelope<CustomerProductRow>, SaveCustomerProductArgs>({
      query: (body) => ({ url: ProductPaths.customerProductSave, method: 'POST', body }),
      // Models count their customer products.
      invalidatesTags: ['CustomerProducts', 'Products'],
    }),
    deleteCustomerProducts: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: ProductPaths.customerProductDelete, method: 'DELETE', params: ids(list) }),
      invalidatesTags: ['CustomerProducts', 'Products', 'QrCodes'],
    }),
    generateQr: build.mutation<ApiEnvelope<GeneratedQr>, { customerProductIds: number[] } | { quantity: number; note?: string }>({
      query: (body) => ({ url: ProductPaths.qrDownloadUrl, method: 'POST', body }),
      invalidatesTags: ['QrCodes', 'CustomerProducts'],
    }),
    qrImages: build.query<QrImage[], { ids: number[] } | { batchId: number }>({
      query: (body) => ({ url: ProductPaths.qrDownloadImg, method: 'POST', body }),
      transformResponse: data<QrImage[]>([]),
      providesTags: ['QrCodes'],
    }),
    lookupQr: build.query<{ code: QrCodeRow; customerProduct: CustomerProductRow | null }, string>({
      query: (code) => ({ url: ProductPaths.qrDetail, params: { code } }),
      transformResponse: (r: ApiEnvelope<{ code: QrCodeRow; customerProduct: CustomerProductRow | null }>) => r.data!,
      providesTags: ['QrCodes'],
    }),
    bindQr: build.mutation<ApiEnvelope<QrCodeRow>, { codeId: number; customerProductId: number | null }>({
      query: (body) => ({ url: ProductPaths.qrBind, method: 'POST', body }),
      invalidatesTags: ['QrCodes', 'CustomerProducts'],
    }),
    deleteQrCodes: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: ProductPaths.qrDelete, method: 'DELETE', params: ids(list) }),
      invalidatesTags: ['QrCodes', 'CustomerProducts'],
    }),
    listQrBatches: build.query<QrBatchRow[], { keyword?: string; pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ProductPaths.qrBatchList, params }),
      transformResponse: data<QrBatchRow[]>([]),
      providesTags: ['QrCodes'],
    }),
    countQrBatches: build.query<number, { keyword?: string }>({
      query: (params) => ({ url: ProductPaths.qrBatchCount, params }),
      transformResponse: data(0),
      providesTags: ['QrCodes'],
    }),
    getQrBatch: build.query<QrBatchRow, number>({
      query: (id) => ({ url: ProductPaths.qrBatchDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<QrBatchRow>) => r.data!,
      providesTags: ['QrCodes'],
    }),
    listQrCodes: build.query<QrCodeRow[], { batchId: number; pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ProductPaths.qrCodeList, params }),
      transformResponse: data<QrCodeRow[]>([]),
      providesTags: ['QrCodes'],
    }),
    countQrCodes: build.query<number, { batchId: number }>({
      query: (params) => ({ url: ProductPaths.qrCodeCount, params }),
      transformResponse: data(0),
      providesTags: ['QrCodes'],
    }),
    /** A scanned code's view; `chat`: the chat link the page kept for it (answered again while it holds). */
    getPublicProduct: build.query<PublicProductView, { token: string; chat?: string }>({
      query: ({ token, chat }) => ({ url: fillPath(ProductPaths.publicQr, { token }), params: chat ? { chat } : undefined }),
      transformResponse: (r: ApiEnvelope<PublicProductView>) => r.data!,
    }),
    requestService: build.mutation<ApiEnvelope, { token: string } & ServiceRequestInput>({
      query: ({ token, ...body }) => ({ url: fillPath(ProductPaths.publicQrRequest, { token }), method: 'POST', body }),
    }),
  }),
});

export const {
  useListProductsQuery,
  useCountProductsQuery,
  useListProductCategoriesQuery,
  useGetProductQuery,
  useSaveProductMutation,
  useDeleteProductsMutation,
  useExportProductsMutation,
  useListCustomerProductsQuery,
  useCountCustomerProductsQuery,
  useGetCustomerProductQuery,
  useSaveCustomerProductMutation,
  useDeleteCustomerProductsMutation,
  useGenerateQrMutation,
  useQrImagesQuery,
  useLazyLookupQrQuery,
  useBindQrMutation,
  useDeleteQrCodesMutation,
  useListQrBatchesQuery,
  useCountQrBatchesQuery,
  useGetQrBatchQuery,
  useListQrCodesQuery,
  useCountQrCodesQuery,
  useGetPublicProductQuery,
  useRequestServiceMutation,
} = productsApi;
