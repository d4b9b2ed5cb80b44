import { QR_PUBLIC_PATH } from '@domain/products/products.constants';

/** The routes of products and QR codes (spec part 1 section 2, "Customers and products"). */
export const productPaths = {
  allProduct: '/allProduct',
  productDetails: (id: number) => `/allProduct/Productdetails/${id}`,
  productManage: '/productManage',
  /** productId is the product model; customerId is there when the product has a customer. */
  customerProductDetail: (r: { productId: number; id: number; customerId?: number | null }) =>
    `/productManage/productDetail/${r.productId}/${r.id}${r.customerId ? `/${r.customerId}` : ''}`,
  customerDetail: (id: number) => `/productManage/customerDetail/${id}`,
  qrCodeSetting: '/qrCodeSetting',
  qrBatchDetail: (id: number) => `/qrCodeSetting/qrdetail/${id}`,
  /** A batch's sheet; batch 0 with ids prints the chosen codes. */
  qrSheet: (batch: number, codeIds?: number[]) => `/qrCodeSetting/code/${batch}${codeIds ? `?ids=${codeIds.join(',')}` : ''}`,
  publicProduct: (token: string) => `${QR_PUBLIC_PATH}/${token}`,
} as const;
