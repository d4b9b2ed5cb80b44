import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

/**
 * Shell routes of the finance screens (spec part 2 section 2, Finance). /receivePaymentSetting is
 * this system's own: the spec gives the /receive/... calls but no route for the templates.
 */
export const FINANCE_ROUTES: AppRoute[] = [
  { path: paths.finance.reconcile, title: '财务对账', page: lazyPage(() => import('./finance-reconcile-page')) },
  { path: paths.finance.paymentTemplates, title: '收款模板', page: lazyPage(() => import('./payment-template-page')) },
  { path: paths.finance.setting, title: '财务设置', page: lazyPage(() => import('./finance-setting-page')) },
  { path: paths.finance.rewards, title: '结算奖惩', page: lazyPage(() => import('./rewards-page')) },
  { path: paths.finance.personal, title: '个人结算', page: lazyPage(() => import('./personal-commission-page')) },
  { path: paths.finance.personalDetailRoute, title: '个人结算详情', page: lazyPage(() => import('./personal-commission-detail-page')) },
  { path: paths.finance.group, title: '团队结算', page: lazyPage(() => import('./group-commission-page')) },
  { path: paths.finance.groupDetailRoute, title: '团队结算详情', page: lazyPage(() => import('./group-commission-page')) },
  { path: paths.finance.settlementDocumentRoute, title: '结算单', page: lazyPage(() => import('./settlement-document-page')) },
];
