/** Paths of the projects calls (spec part 2 section 7, "Projects"), named once for the server's routes and the client's api slices. */
export const ProjectPaths = {
  templateList: '/project/tmpl/list',
  templateDetail: '/project/tmpl/detail',
  templateSave: '/project/tmpl/save',
  templateDelete: '/project/tmpl/delete',
  /** Personnel permissions of a template (/projectSet/addpersonnelProject/{id}). */
  templatePersonnel: '/project/tmpl/personnel',
  /** A template's custom form (/projectSet/processProject/customForm). */
  templateForm: '/project/tmpl/form',
  /** One part of a template's settings (/projectSet/taskSetting, examine, CreateApproval, FinishApproval). */
  templateSetting: '/project/tmpl/setting',
  list: '/project/list',
  count: '/project/count',
  detail: '/project/detail',
  create: '/project/add',
  copy: '/project/copy',
  save: '/project/save',
  submit: '/project/submit',
  examine: '/project/examine',
  finish: '/project/finish',
  delete: '/project/delete',
  /** What deleting the chosen projects would do, asked before the 删除 confirmation (spec part 2 section 7). */
  deleteMessage: '/project/delMessage',
  /** What the caller may do with projects: create (13002) and from which templates, see all, set templates, open 服务详情 (12001). */
  userPower: '/project/projectUserPower',
  /** A project's service side for /serviceProject/Detail/{id} (permission 12001): its service-order tasks and their orders. */
  serviceDetail: '/project/service/detail',
  export: '/project/export',
  taskAssign: '/project/task/assign',
  taskFinish: '/project/task/finish',
  taskExamine: '/project/task/examine',
  taskDisable: '/project/task/disable',
  /** The approval lists (/projectexamine, /projectplanexamine): what waits for the caller's decision. */
  examineList: '/project/examine/list',
  examineCount: '/project/examine/count',
  taskExamineList: '/project/task/examine/list',
  taskExamineCount: '/project/task/examine/count',
  /** The caller's unfinished tasks of projects past their end date (a menu badge). */
  overdueTaskCount: '/project/task/overdue/count',
  /** The caller's own tasks (person or coordination user), for the phone's 项目任务 (/m/projectTasks). */
  myTaskList: '/project/task/mine',
  /** A project's files: uploaded through the uploads module, then attached, listed and batch deleted. */
  fileList: '/project/file/list',
  fileAdd: '/project/file/add',
  fileDelete: '/project/file/delete',
  /** A project's products (spec: production list, count, delete, access). */
  productList: '/project/production/list',
  productCount: '/project/production/count',
  productAccess: '/project/production/access',
  productDelete: '/project/production/delete',
  /** The spec's "export of project products": one project's products through the download centre. */
  productExport: '/project/production/export',
} as const;
