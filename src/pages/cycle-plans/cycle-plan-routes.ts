import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { lazyPage } from '@/lib/lazy-page';

const detail = lazyPage(() => import('./cycle-plan-detail-page'));

/** Shell routes of customer service plans and follow-up reminders (spec part 1 section 2). */
export const CYCLE_PLAN_ROUTES: AppRoute[] = [
  { path: paths.cyclePlans.list, title: '客户服务计划', page: lazyPage(() => import('./cycle-plan-page')) },
  { path: '/cyclePlan/cyclePlanDetail/:id', title: '服务计划详情', page: detail },
  { path: '/allCustomer/cyclePlanDetail/:id', title: '服务计划详情', page: detail },
  { path: '/cyclePlan/SMSmarketing/:id', title: '短信营销', page: lazyPage(() => import('./sms-marketing-page')) },
  { path: paths.cyclePlans.follow, title: '跟进提醒', page: lazyPage(() => import('./follow-remind-page')) },
];
