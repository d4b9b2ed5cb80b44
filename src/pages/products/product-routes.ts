import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of the product archive, customer products and QR codes (spec part 1 section 2). */
export const PRODUCT_ROUTES: AppRoute[] = [
  { path: paths.products.allProduct, title: '产品档案', page: lazyPage(() => import('./all-product-page')) },
  { path: '/allProduct/Productdetails/:id', title: '产品详情', page: lazyPage(() => import('./product-details-page')) },
  { path: paths.products.productManage, title: '客户产品', page: lazyPage(() => import('./product-manage-page')) },
  { path: '/productManage/productDetail/:productId/:id/:customerId?', title: '客户产品详情', page: lazyPage(() => import('./customer-product-detail-page')) },
  // A product's customer, opened from 客户产品: the customers area's detail page, with its 产品 tab.
  { path: paths.products.qrCodeSetting, title: '产品二维码', page: lazyPage(() => import('./qr-code-setting-page')) },
  { path: '/qrCodeSetting/qrdetail/:id', title: '二维码批次', page: lazyPage(() => import('./qr-batch-detail-page')) },
  { path: '/qrCodeSetting/code/:batch', title: '打印二维码', page: lazyPage(() => import('./qr-sheet-page')) },
];

/** The public page a scanned product code opens (no session, outside the shell). */
export const PUBLIC_PRODUCT_ROUTE: AppRoute = { path: '/qr/:token', title: '产品服务', page: lazyPage(() => import('./public-product-page')) };
