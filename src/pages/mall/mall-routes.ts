import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of the service mall (spec part 2 section 2). */
export const MALL_ROUTES: AppRoute[] = [
  { path: paths.mall.categories, title: '商品分类', page: lazyPage(() => import('./categories-page')) },
  { path: paths.mall.subCategoriesPattern, title: '二级分类', page: lazyPage(() => import('./categories-page')) },
  { path: paths.mall.goods, title: '商品管理', page: lazyPage(() => import('./product-management-page')) },
  { path: paths.mall.orders, title: '商城订单', page: lazyPage(() => import('./mall-order-page')) },
  { path: paths.mall.orderPattern, title: '商城订单详情', page: lazyPage(() => import('./mall-order-detail-page')) },
  { path: paths.mall.setting, title: '商城设置', page: lazyPage(() => import('./mall-setting-page')) },
];
