import type { AppRoute } from '@/app/app-route';
import { lazyPage } from '@/lib/lazy-page';

/** Shell routes of sales contracts (spec part 1 section 2). */
export const CONTRACT_ROUTES: AppRoute[] = [
  { path: '/salesContract', title: '销售合同', page: lazyPage(() => import('./sales-contract-page')) },
  { path: '/salesContractDetail', title: '合同详情', page: lazyPage(() => import('./sales-contract-detail-page')) },
];
