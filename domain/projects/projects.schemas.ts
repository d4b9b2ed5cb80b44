import { z } from 'zod';
import { isCalendarDateTime } from '../common/dates';
import { PagingSchema } from '../common/paging';
import { requiredText } from '../common/text.schemas';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import type { FormValues } from '../forms/validate-values';
import { TemplateFormSchema, type TemplateForm } from '../templates/template-form.schemas';
import { commaIdsSchema } from '../users/users.schemas';
import type { ProjectOpValue } from './project.machine';
import type { TaskOpValue } from './task.machine';
import {
  ALL_PROJECT_STATES,
  PROJECT_BATCH_MAX,
  PROJECT_PRODUCT_KINDS,
  PROJECT_STATES,
  ProjectSort,
  TASK_KINDS,
  TEMPLATE_LIMITS,
  type ProjectApprovalValue,
  type ProjectPhaseValue,
  type ProjectProductKindValue,
  type ProjectStateValue,
  type TaskKindValue,
  type TaskStateValue,
} from './projects.constants';

const id = (name = 'id') => z.coerce.number({ error: `${name} 须为正整数` }).int(`${name} 须为正整数`).positive(`${name} 须为正整数`).max(2 ** 53 - 1, `${name} 须为正整数`);
const bodyId = (name: string, missing: string) => z.number({ error: missing }).int(`${name} 须为正整数`).positive(`${name} 须为正整数`).max(2 ** 53 - 1, `${name} 须为正整数`);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const DATE_RULE = '日期格式须为 YYYY-MM-DD';
const dateText = z.string({ error: DATE_RULE }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_RULE).refine(isCalendarDateTime, '日期不存在');
const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.union([z.null(), dateText]));
const userIds = (label: string, max: number) => z.array(bodyId(label, `${label} 须为人员id`), { error: `${label} 须为人员id列表` }).max(max, `${label}最多${max}人`).transform((ids) => [...new Set(ids)]);

// ---- templates (/projectSet) ----

const TaskTemplateSchema = z.object({
  name: requiredText('任务名称', 50),
  kind: z.enum(TASK_KINDS, { error: '任务类型只能是 form 填写表单、approval 审批、order 服务工单' }),
  description: z.string({ error: '任务说明须为文本' }).trim().max(500, '任务说明最多500个字').default(''),
});
const ProcessSchema = z.object({
  name: requiredText('流程名称', 50),
  tasks: z.array(TaskTemplateSchema, { error: '请添加任务' }).min(1, '每个流程至少一个任务').max(TEMPLATE_LIMITS.tasksPerProcess, `每个流程最多${TEMPLATE_LIMITS.tasksPerProcess}个任务`),
});
export type ProcessTemplate = z.infer<typeof ProcessSchema>;

const templateProcesses = z.array(ProcessSchema, { error: '请添加流程' }).min(1, '至少一个流程').max(TEMPLATE_LIMITS.processes, `最多${TEMPLATE_LIMITS.processes}个流程`);
const createApproval = z.boolean({ error: 'createApproval 须为是或否' });
const finishApproval = z.boolean({ error: 'finishApproval 须为是或否' });
const approverIds = userIds('审批人', TEMPLATE_LIMITS.approvers);

/** POST /project/tmpl/save: a template's ordered processes with their tasks, and its approvals. */
export const SaveTemplateSchema = z.object({
  id: bodyId('id', 'id 须为正整数').optional(),
  name: requiredText('模板名称', 50),
  processes: templateProcesses,
  createApproval: createApproval.default(true),
  finishApproval: finishApproval.default(true),
  approverIds: approverIds.default([]),
});
export type SaveTemplateInput = z.infer<typeof SaveTemplateSchema>;

/**
 * POST /project/tmpl/setting: one part of a template's settings from its own page (/projectSet/taskSetting, examine,
 * CreateApproval, FinishApproval); only the parts sent change, so two pages saved at once both keep their part.
 */
export const TemplateSettingSchema = z
  .object({ id: bodyId('id', 'id 须为正整数'), processes: templateProcesses.optional(), createApproval: createApproval.optional(), finishApproval: finishApproval.optional(), approverIds: approverIds.optional() })
  .refine(({ id: _, ...parts }) => Object.values(parts).some((v) => v !== undefined), '请提交要保存的设置（processes、createApproval、finishApproval 或 approverIds）');
export type TemplateSettingInput = z.infer<typeof TemplateSettingSchema>;

/** POST /project/tmpl/personnel (/projectSet/addpersonnelProject/{id}): who may create, view and edit its projects; an empty list limits nobody. */
export const TemplatePersonnelSchema = z.object({
  id: bodyId('id', 'id 须为正整数'),
  creatorIds: userIds('新建人员', TEMPLATE_LIMITS.personnel).default([]),
  viewerIds: userIds('查看人员', TEMPLATE_LIMITS.personnel).default([]),
  editorIds: userIds('编辑人员', TEMPLATE_LIMITS.personnel).default([]),
});
export type TemplatePersonnelInput = z.infer<typeof TemplatePersonnelSchema>;

/** POST /project/tmpl/form (/projectSet/processProject/customForm): the template's custom form, built in the template centre's builder. */
export const SaveTemplateFormSchema = z.object({ id: bodyId('id', 'id 须为正整数'), form: TemplateFormSchema });
export type SaveTemplateFormInput = z.infer<typeof SaveTemplateFormSchema>;

export interface ProjectTemplateView {
  id: number;
  name: string;
  processes: ProcessTemplate[];
  createApproval: boolean;
  finishApproval: boolean;
  approvers: { id: number; name: string }[];
  /** Personnel permissions: who may create from it, view and edit its projects (none = no limit). */
  creators: { id: number; name: string }[];
  viewers: { id: number; name: string }[];
  editors: { id: number; name: string }[];
  /** The custom form a project of it fills in. */
  form: TemplateForm;
  taskCount: number;
  createTime: string;
}

// ---- projects ----

const projectFields = {
  name: requiredText('项目名称', 100),
  startDate: optionalDate,
  endDate: optionalDate,
  description: z.string({ error: '任务描述须为文本' }).trim().max(1000, '任务描述最多1000个字').default(''),
  /** Values of the template's custom form, by field key (checked against the form on the server). */
  values: z.record(z.string(), z.unknown(), { error: 'values 须为字段值对象' }).default({}),
};
/** POST /project/add (permission 13002): a new project from a template, whose processes become its tasks. */
export const CreateProjectSchema = z.object({ templateId: bodyId('templateId', '请选择项目模板'), ...projectFields });
export type CreateProjectInput = z.infer<typeof CreateProjectSchema>;
/** POST /project/save: a project's own fields edited (its template and tasks stay). */
export const EditProjectSchema = z.object({ id: bodyId('id', 'id 须为正整数'), ...projectFields });
export type EditProjectInput = z.infer<typeof EditProjectSchema>;
export type ProjectFieldsInput = Omit<EditProjectInput, 'id'>;
/** POST /project/copy (permission 13002): a new project of another's processes, tasks and people, with its own fields. */
export const CopyProjectSchema = EditProjectSchema;
export type CopyProjectInput = EditProjectInput;

/** The all-projects search form (spec part 2 section 3). */
export const ProjectFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  projectNo: optionalParam(z.string().trim().max(30, 'projectNo 最多30个字')),
  projectState: optionalParam(
    z.coerce.number({ error: 'projectState 只能是 -1、0、1、2' }).pipe(z.literal([ALL_PROJECT_STATES, ...PROJECT_STATES], { error: 'projectState 只能是 -1 全部、0 未审批、1 进行中、2 已完成' })),
  ),
  templateId: optionalParam(id('templateId')),
  createUserId: optionalParam(id('createUserId')),
  sortType: optionalParam(z.enum([ProjectSort.newest, ProjectSort.oldest], { error: 'sortType 只能是 1 或 2' })),
  startCreateTime: optionalParam(dateText),
  endCreateTime: optionalParam(dateText),
  startFinishTime: optionalParam(dateText),
  endFinishTime: optionalParam(dateText),
});
export type ProjectFilter = z.infer<typeof ProjectFilterSchema>;
export const ProjectListQuerySchema = ProjectFilterSchema.extend(PagingSchema.shape);
/** POST /project/export: the list as filtered, into the download centre. */
export const ExportProjectsSchema = ProjectFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

export const IdQuerySchema = z.object({ id: id() });
export const DeleteProjectsQuerySchema = z.object({ ids: commaIdsSchema() });
export const ProjectIdSchema = z.object({ id: bodyId('id', 'id 须为正整数') });

const decision = z
  .object({
    id: bodyId('id', 'id 须为正整数'),
    action: z.enum(['approve', 'reject'], { error: 'action 只能是 approve 或 reject' }),
    reason: z.string({ error: '原因须为文本' }).trim().max(200, '原因最多200个字').default(''),
  })
  .refine((v) => v.action !== 'reject' || v.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] });
/** POST /project/examine and /project/task/examine: an approver's decision. */
export const ExamineSchema = decision;
export type ExamineInput = z.infer<typeof ExamineSchema>;

/** POST /project/task/assign: the task's person and coordination users. */
export const AssignTaskSchema = z.object({
  id: bodyId('id', 'id 须为正整数'),
  personId: z.preprocess((v) => (v === undefined ? null : v), z.union([z.null(), bodyId('personId', '请选择负责人')])),
  coordinatorIds: userIds('协办人', 20).default([]),
});
export type AssignTaskInput = z.infer<typeof AssignTaskSchema>;

/** POST /project/task/finish: the task done, with what was done. */
export const FinishTaskSchema = z.object({
  id: bodyId('id', 'id 须为正整数'),
  note: z.string({ error: '完成说明须为文本' }).trim().max(1000, '完成说明最多1000个字').default(''),
});
export type FinishTaskInput = z.infer<typeof FinishTaskSchema>;

/** POST /project/task/disable: a task left out of the project (or back in). */
export const DisableTaskSchema = z.object({
  id: bodyId('id', 'id 须为正整数'),
  disabled: z.boolean({ error: 'disabled 须为是或否' }),
});

type Person = { id: number; name: string };

/** A project list row (spec part 2 section 3). */
export interface ProjectRow {
  id: number;
  projectNo: string;
  name: string;
  templateId: number;
  templateName: string;
  projectState: ProjectStateValue;
  approval: ProjectApprovalValue;
  phase: ProjectPhaseValue;
  createUserId: number;
  createUserName: string;
  createTime: string;
  finishTime: string | null;
  /** Finished tasks' share, as "40%". */
  progressSpeed: string;
}

export interface TaskView {
  id: number;
  processIndex: number;
  name: string;
  kind: TaskKindValue;
  description: string;
  state: TaskStateValue;
  person: Person | null;
  coordinators: Person[];
  note: string;
  /** The service order made from an order task. */
  orderId: number | null;
  finishedBy: Person | null;
  finishedAt: string | null;
  operations: TaskOpValue[];
}

/** The project detail: the row, its own fields, its processes with their tasks, and what the caller may do. */
export interface ProjectDetail extends ProjectRow {
  description: string;
  startDate: string | null;
  endDate: string | null;
  rejectReason: string;
  /** The custom form the project was made with, and its values. */
  form: TemplateForm;
  values: FormValues;
  approvers: Person[];
  processes: { name: string; tasks: TaskView[] }[];
  operations: ProjectOpValue[];
}

/** A task waiting for the caller's decision (/projectplanexamine): the task, what was done, and its project. */
export interface TaskApprovalRow {
  id: number;
  name: string;
  description: string;
  processName: string;
  person: Person | null;
  /** What its person wrote when finishing it. */
  note: string;
  projectId: number;
  projectNo: string;
  projectName: string;
}

/** GET /project/delMessage: the confirmation text for deleting the chosen projects, and which of them may go. */
export interface DeleteMessage {
  deletable: number[];
  message: string;
}

/** GET /project/projectUserPower: what the caller may do with projects (the screens show their buttons by it). */
export interface ProjectUserPower {
  /** Holds permission 13002 (新建项目). */
  canCreate: boolean;
  /** Templates the caller may create from (their personnel permissions name the caller, or no one); empty without 13002. */
  templateIds: number[];
  /** Sees every project (administrators and management directors). */
  seesAll: boolean;
  /** Sets up templates (/projectSet). */
  setsTemplates: boolean;
  /** Holds permission 12001 (服务项目详情). */
  serviceDetail: boolean;
}

/** A service-order task of a project with its order (/serviceProject/Detail/{id}). */
export interface ServiceTaskView {
  id: number;
  name: string;
  processName: string;
  state: TaskStateValue;
  person: Person | null;
  order: { id: number; code: string; stateName: string } | null;
}
/** The service detail of a project: its facts and its service work. */
export interface ServiceProjectDetail extends ProjectRow {
  startDate: string | null;
  endDate: string | null;
  description: string;
  services: ServiceTaskView[];
}

/** The chips of the caller's own tasks: open (unfinished or in approval), overdue (unfinished past the project's end), finished. */
export const MY_TASK_FILTERS = ['open', 'overdue', 'done'] as const;
export type MyTaskFilter = (typeof MY_TASK_FILTERS)[number];
/** GET /project/task/mine: the caller's tasks of projects in progress (finished ones of any project), paged. */
export const MyTasksQuerySchema = z.object({ show: z.enum(MY_TASK_FILTERS, { error: 'show 只能是 open、overdue 或 done' }).default('open') }).extend(PagingSchema.shape);
export type MyTasksQuery = z.infer<typeof MyTasksQuerySchema>;

/** One of the caller's tasks with its project (the phone's 项目任务): what it asks, by when, and what the caller may do. */
export interface MyTaskRow {
  id: number;
  name: string;
  kind: TaskKindValue;
  description: string;
  state: TaskStateValue;
  processName: string;
  note: string;
  orderId: number | null;
  projectId: number;
  projectNo: string;
  projectName: string;
  /** The project's end date: the task's deadline (tasks have no dates of their own). */
  endDate: string | null;
  /** Unfinished and its project's end date is before today (China). */
  overdue: boolean;
  operations: TaskOpValue[];
}

// ---- files and products of a project ----

export const ProjectIdQuerySchema = z.object({ projectId: id('projectId') });
const batchIds = (label: string) =>
  z.array(bodyId(label, `${label} 须为正整数`), { error: `${label} 须为id列表` }).min(1, `请选择${label === 'fileIds' ? '文件' : '产品'}`).max(PROJECT_BATCH_MAX, `一次最多${PROJECT_BATCH_MAX}个`).transform((ids) => [...new Set(ids)]);
/** POST /project/file/add: uploads (POST /upload/file) attached to the project. */
export const AddProjectFilesSchema = z.object({ projectId: bodyId('projectId', 'projectId 须为正整数'), fileIds: batchIds('fileIds') });
export type AddProjectFilesInput = z.infer<typeof AddProjectFilesSchema>;
/** DELETE /project/file/delete and /project/production/delete: rows of one project, all or none. */
export const DeleteProjectRowsQuerySchema = z.object({ projectId: id('projectId'), ids: commaIdsSchema() });

export interface ProjectFileView {
  id: number;
  name: string;
  size: number;
  mime: string;
  url: string;
  createUser: Person;
  createTime: string;
  /** Whether the caller may delete it: its uploader, or who runs the project. */
  canDelete: boolean;
}

/** POST /project/production/access: customer products or archive products linked to the project. */
export const LinkProjectProductsSchema = z.object({
  projectId: bodyId('projectId', 'projectId 须为正整数'),
  kind: z.enum(PROJECT_PRODUCT_KINDS, { error: 'kind 只能是 customer 客户产品 或 catalogue 产品档案' }),
  productIds: batchIds('productIds'),
});
export type LinkProjectProductsInput = z.infer<typeof LinkProjectProductsSchema>;
export const ProjectProductsQuerySchema = ProjectIdQuerySchema.extend(PagingSchema.shape);
/** POST /project/production/export: one project's products, into the download centre. */
export const ExportProjectProductsSchema = z.object({ projectId: bodyId('projectId', 'projectId 须为正整数'), format: ExportFormatSchema.default('xlsx') });

export interface ProjectProductView {
  id: number;
  kind: ProjectProductKindValue;
  productId: number;
  name: string;
  /** The archive product's model, or the customer product's serial number. */
  detail: string;
  customerName: string | null;
  createTime: string;
}
