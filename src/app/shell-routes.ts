import { lazyPage } from '@/lib/lazy-page';
import { CONTRACT_ROUTES } from '@/pages/contracts/contract-routes';
import { REPAIR_ROUTES } from '@/pages/repair/repair-routes';
import { MALL_ROUTES } from '@/pages/mall/mall-routes';
import { CUSTOMER_ROUTES } from '@/pages/customers/customer-routes';
import { CYCLE_PLAN_ROUTES } from '@/pages/cycle-plans/cycle-plan-routes';
import { MAINTENANCE_ROUTES } from '@/pages/maintenance/maintenance-routes';
import { APP_MARKET_ROUTES } from '@/pages/app-market/app-market-routes';
import { PORTAL_ROUTES } from '@/pages/portal/portal-routes';
import { KNOWLEDGE_ROUTES } from '@/pages/knowledge/knowledge-routes';
import { ONLINE_CHAT_ROUTES } from '@/pages/online-chat/online-chat-routes';
import { TRIGGER_ROUTES } from '@/pages/triggers/trigger-routes';
import { DISPATCH_ROUTES } from '@/pages/dispatch/dispatch-routes';
import { CALL_CENTER_ROUTES } from '@/pages/call-center/call-center-routes';
import { EVENT_ROUTES } from '@/pages/events/event-routes';
import { FINANCE_ROUTES } from '@/pages/finance/finance-routes';
import { ORDER_ROUTES } from '@/pages/orders/order-routes';
import { PRODUCT_ROUTES } from '@/pages/products/product-routes';
import { PROJECT_ROUTES } from '@/pages/projects/project-routes';
import { REPORT_ROUTES } from '@/pages/reports/report-routes';
import { RETURN_VISIT_ROUTES } from '@/pages/return-visits/return-visit-routes';
import { SPARE_PART_ROUTES } from '@/pages/spare-parts/spare-part-routes';
import type { AppRoute } from './app-route';
import { paths } from './paths';

// The route table alone (paths and page loaders, no page code): src/app/routes.tsx reads it to start
// loading the page at the address with the shell's own code, and the shell renders it.

// A custom application's form entry, opened from the custom menu or as the shell's /customForm.
const customFormPage = lazyPage(() => import('@/pages/custom-apps/newly-added-fine-control-page'));

// One screen for every tag kind; each route keeps its own tab title.
const tagsManagePage = lazyPage(() => import('@/pages/tags/tags-manage-page'));

/** Pages inside the shell (top bar, menus, tab strip). */
export const SHELL_ROUTES: AppRoute[] = [
  { path: paths.home, title: '首页', page: lazyPage(() => import('@/pages/home/guide-one-page')) },
  { path: paths.sidebarCustomer, title: '当前客户', page: lazyPage(() => import('@/pages/hosts/sidebar-customer-page')) },
  { path: paths.personIndex, title: '功能导航', page: lazyPage(() => import('@/pages/home/person-index-page')) },
  { path: paths.navigation, title: '探索', page: lazyPage(() => import('@/pages/home/navigation-page')) },
  { path: paths.help, title: '帮助中心', page: lazyPage(() => import('@/pages/home/help-page')) },
  { path: paths.organization, title: '组织架构', page: lazyPage(() => import('@/pages/organization/organization-page')) },
  { path: '/productSetting/department/:id', title: '组织架构', page: lazyPage(() => import('@/pages/organization/organization-page')) },
  { path: '/productSetting/team/:id', title: '服务组', page: lazyPage(() => import('@/pages/organization/team-page')) },
  { path: paths.personTags, title: '人员标签', page: tagsManagePage },
  { path: paths.orderTags, title: '工单标签', page: tagsManagePage },
  { path: paths.customerTags, title: '客户标签', page: tagsManagePage },
  { path: paths.systemParam, title: '系统参数', page: lazyPage(() => import('@/pages/settings/system-param-page')) },
  { path: paths.enterpriseInfo, title: '企业信息', page: lazyPage(() => import('@/pages/settings/enterprise-info-page')) },
  { path: paths.customerSetting, title: '客户标签', page: lazyPage(() => import('@/pages/settings/customer-setting-page')) },
  { path: paths.receptionPersonnel, title: '接待人员', page: lazyPage(() => import('@/pages/reception/reception-personnel-page')) },
  { path: '/serviceSetting/:type?', title: '服务设置', page: lazyPage(() => import('@/pages/catalogue/service-setting-page')) },
  { path: paths.messageCenter, title: '消息中心', page: lazyPage(() => import('@/pages/messages/message-center-page')) },
  { path: paths.noticeManage, title: '公告管理', page: lazyPage(() => import('@/pages/messages/notice-manage-page')) },
  { path: paths.timerNotice, title: '定时提醒', page: lazyPage(() => import('@/pages/messages/timer-notice-page')) },
  { path: paths.messageSetting, title: '消息通知', page: lazyPage(() => import('@/pages/message-setting/message-setting-page')) },
  { path: paths.smsSignature, title: '短信签名', page: lazyPage(() => import('@/pages/message-setting/apply-message-page')) },
  { path: paths.moneyItemSetting, title: '费用项目', page: lazyPage(() => import('@/pages/money-items/money-item-setting-page')) },
  { path: '/templateCenter/processSetting', title: '流程设置', page: lazyPage(() => import('@/pages/template-center/process-setting-page')) },
  { path: '/templateCenter/orderProcess/:tid/:templateName', title: '处理流程', page: lazyPage(() => import('@/pages/template-center/order-process-page')) },
  { path: '/slaManage/SLA/:id/:name', title: 'SLA设置', page: lazyPage(() => import('@/pages/template-center/sla-page')) },
  { path: paths.eventSet, title: '事件设置', page: lazyPage(() => import('@/pages/template-center/event-set-page')) },
  { path: '/eventSet/processevent', title: '事件流程设置', page: lazyPage(() => import('@/pages/template-center/process-event-page')) },
  { path: '/templateCenter/customFormbeta', title: '表单设计', page: lazyPage(() => import('@/pages/template-center/form-builder-page')) },
  { path: '/templateCenter/customForm/:orderType?', title: '表单设计', page: lazyPage(() => import('@/pages/template-center/form-builder-page')) },
  { path: '/eventSet/processevent/customForm', title: '事件表单设计', page: lazyPage(() => import('@/pages/template-center/form-builder-page')) },
  { path: paths.expensesField, title: '费用字段', page: lazyPage(() => import('@/pages/template-center/detail-field-page')) },
  { path: paths.customerField, title: '客户字段', page: lazyPage(() => import('@/pages/template-center/detail-field-page')) },
  { path: paths.customApplicationSetting, title: '自定义应用', page: lazyPage(() => import('@/pages/custom-apps/custom-application-setting-page')) },
  { path: paths.applicationManagement, title: '应用管理', page: lazyPage(() => import('@/pages/custom-apps/application-management-page')) },
  { path: paths.newlyAddedFineControl, title: '自定义表单', page: customFormPage },
  // The shell's standalone form page (spec part 1 section 2): the same form entry, by ?templateId=.
  { path: paths.customForm, title: '自定义表单', page: customFormPage },
  { path: paths.fineControlList, title: '自定义列表', page: lazyPage(() => import('@/pages/custom-apps/fine-control-list-page')) },
  ...PRODUCT_ROUTES,
  ...SPARE_PART_ROUTES,
  ...FINANCE_ROUTES,
  ...REPAIR_ROUTES,
  ...MALL_ROUTES,
  ...PROJECT_ROUTES,
  ...CUSTOMER_ROUTES,
  ...CONTRACT_ROUTES,
  ...CYCLE_PLAN_ROUTES,
  ...MAINTENANCE_ROUTES,
  ...APP_MARKET_ROUTES,
  ...PORTAL_ROUTES,
  ...KNOWLEDGE_ROUTES,
  ...ONLINE_CHAT_ROUTES,
  ...TRIGGER_ROUTES,
  ...DISPATCH_ROUTES,
  ...CALL_CENTER_ROUTES,
  ...RETURN_VISIT_ROUTES,
  ...REPORT_ROUTES,
  ...EVENT_ROUTES,
  ...ORDER_ROUTES,
  // After every other /templateCenter/... route: its optional segment would take theirs.
  { path: '/templateCenter/:type?', title: '模板中心', page: lazyPage(() => import('@/pages/template-center/template-center-page')) },
  { path: paths.error404, title: '页面不存在', page: lazyPage(() => import('@/pages/errors/error404-page')) },
  { path: paths.detailError, title: '没有权限', page: lazyPage(() => import('@/pages/errors/detail-error-page')) },
];
