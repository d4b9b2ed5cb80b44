/** Paths of the projects calls (spec part 2 section 7, "Projects"), named once for the server's routes and the client's api slices. */
export const ProjectPaths = {
  templateList: '/project/tmpl/list',
  templateDetail: '/project/tmpl/detail',
  templateSave: '/project/tmpl/save',
  templateDelete: '/project/tmpl/delete',
  /** Personnel permissions of a template (/projectSet/addpersonnelProject/{id}). */
  templatePersonnel: '/project/tmpl/personnel',
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
  /** A project's files: uploaded through the uploads module, then attached, listed and batch deleted. */
  fileList: '/project/file/list',
  fileAdd: '/project/file/add',
  fileDelete: '/project/file/delete',
  /** A project's products (spec: production list, count, delete, access). */
  productList: '/project/production/list',
  productCount: '/project/production/count',
  productAccess: '/project/production/access',
  productDelete: '/project/production/delete',
} as const;
