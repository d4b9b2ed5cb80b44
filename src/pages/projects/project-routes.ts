import type { AppRoute } from '@/app/app-route';
import { paths } from '@/app/paths';
import { Power } from '@domain/shell/permissions';
import { lazyPage } from '@/lib/lazy-page';

/**
 * Shell routes of projects (spec part 2 section 2, "Projects"): the list, the detail, the new project and the copy
 * (permission 13002), the service detail (12001), the approval lists and the examination, the settings' templates
 * with their personnel, custom form, tasks, examine, creation approval and finish approval pages.
 */
export const PROJECT_ROUTES: AppRoute[] = [
  { path: paths.projects.list, title: '全部项目', page: lazyPage(() => import('./all-project-page')) },
  { path: '/allproject/projectdetails/:id', title: '项目详情', page: lazyPage(() => import('./project-detail-page')) },
  { path: paths.projects.create, title: '新建项目', power: Power.newProject, page: lazyPage(() => import('./new-project-page')) },
  { path: '/allproject/copyProjectDetail/:id/:code?', title: '复制项目', power: Power.newProject, page: lazyPage(() => import('./copy-project-page')) },
  { path: '/serviceProject/Detail/:id', title: '服务详情', power: Power.serviceDetail, page: lazyPage(() => import('./service-project-page')) },
  { path: '/allproject/examine/:id', title: '项目审核', page: lazyPage(() => import('./project-examination-page')) },
  { path: paths.projects.approvals, title: '项目审批', page: lazyPage(() => import('./project-examine-page')) },
  { path: paths.projects.taskApprovals, title: '进度审批', page: lazyPage(() => import('./project-plan-examine-page')) },
  { path: paths.projects.settings, title: '项目设置', page: lazyPage(() => import('./project-set-page')) },
  { path: '/projectSet/addpersonnelProject/:id', title: '人员权限', page: lazyPage(() => import('./template-personnel-page')) },
  { path: '/projectSet/processProject/customForm', title: '自定义表单', page: lazyPage(() => import('./template-form-page')) },
  { path: '/projectSet/processProject', title: '流程项目模板', page: lazyPage(() => import('./process-project-page')) },
  // One part of a template's settings each, reached from the template's editor.
  { path: '/projectSet/taskSetting', title: '任务设置', page: lazyPage(() => import('./template-part-page').then((m) => ({ default: m.TaskSettingPage }))) },
  { path: '/projectSet/examine/:id', title: '审批设置', page: lazyPage(() => import('./template-part-page').then((m) => ({ default: m.ExamineSettingPage }))) },
  { path: '/projectSet/CreateApproval/:id', title: '创建审批设置', page: lazyPage(() => import('./template-part-page').then((m) => ({ default: m.CreateApprovalSettingPage }))) },
  { path: '/projectSet/FinishApproval/:id', title: '完成审批设置', page: lazyPage(() => import('./template-part-page').then((m) => ({ default: m.FinishApprovalSettingPage }))) },
];
