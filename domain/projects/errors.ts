import { PROJECT_PHASE_NAMES, TASK_STATE_NAMES, type ProjectPhaseValue, type TaskStateValue } from './projects.constants';

/** Refusals of the projects calls, as the user reads them. */
export const ProjectErrors = {
  notFound: '项目不存在',
  templateNotFound: '项目模板不存在',
  templateNameTaken: '项目模板名称已存在',
  taskNotFound: '任务不存在',
  userNotFound: '人员不存在',
  endBeforeStart: '结束时间不能早于开始时间',
  notYours: '只有项目创建人或管理员可以操作',
  notEditor: '只有项目创建人、管理员或模板指定的编辑人员可以修改',
  notTemplateCreator: '您不在该项目模板的新建人员中，不能用它新建项目',
  fileNotFound: '文件不存在',
  notFileOwner: '只有上传人、项目创建人或管理员可以删除文件',
  productNotFound: '产品不存在',
  notApprover: '您不是该项目的审批人',
  notTaskPerson: '只有任务负责人、协办人或项目创建人可以完成任务',
  tasksOpen: '还有未完成的任务，不能完成项目',
  orderTask: '服务工单任务在其工单完成时自动完成',
  notOrderTask: '只有服务工单任务可以创建工单',
  orderMade: '该任务已创建工单',
  projectNotRunning: '项目不在进行中，不能操作任务',
  rejectReason: '请填写驳回原因',
  /** GET /project/delMessage: every chosen project may go, or some have started (the delete is all or nothing). */
  deleteConfirm: (n: number) => `确定删除所选的${n}个项目吗？删除后不可恢复`,
  deleteKept: (kept: number) => `所选项目中有${kept}个已开始或无权删除，不能删除`,
} as const;

const PROJECT_OP_NAMES: Record<string, string> = {
  edit: '修改',
  submit: '提交审批',
  approve: '审批通过',
  reject: '驳回',
  finish: '完成',
  delete: '删除',
};
const TASK_OP_NAMES: Record<string, string> = {
  assign: '指派',
  finish: '完成',
  approve: '审批通过',
  reject: '驳回',
  disable: '停用',
  enable: '启用',
  createOrder: '创建工单',
};

export const projectRefused = (op: string, phase: ProjectPhaseValue) => `项目${PROJECT_PHASE_NAMES[phase]}，不能${PROJECT_OP_NAMES[op] ?? op}`;
export const taskRefused = (op: string, state: TaskStateValue) => `任务${TASK_STATE_NAMES[state]}，不能${TASK_OP_NAMES[op] ?? op}`;
