import { Role, type RoleType } from '../shell/roles';

/** Project state (spec part 2 section 4): 0 unapproved, 1 in progress, 2 completed. */
export const ProjectState = { unapproved: 0, inProgress: 1, completed: 2 } as const;
export type ProjectStateValue = (typeof ProjectState)[keyof typeof ProjectState];
export const PROJECT_STATES = Object.values(ProjectState) as ProjectStateValue[];
export const PROJECT_STATE_NAMES: Record<ProjectStateValue, string> = { 0: '未审批', 1: '进行中', 2: '已完成' };
/** The list filter's "all" (spec part 2 section 4: the filter also offers -1). */
export const ALL_PROJECT_STATES = -1;

/** Where a project's approval stands, beside its state: none asked, one waiting, or the creation refused. */
export const ProjectApproval = { none: 0, pending: 1, rejected: 2 } as const;
export type ProjectApprovalValue = (typeof ProjectApproval)[keyof typeof ProjectApproval];

/**
 * The project machine's states, read from the stored state and approval: creation approval → in
 * progress → finish approval → completed, and a refused creation back with its creator.
 */
export const ProjectPhase = {
  awaitingCreation: 'awaitingCreation',
  creationRejected: 'creationRejected',
  inProgress: 'inProgress',
  awaitingFinish: 'awaitingFinish',
  completed: 'completed',
} as const;
export type ProjectPhaseValue = (typeof ProjectPhase)[keyof typeof ProjectPhase];
export const PROJECT_PHASE_NAMES: Record<ProjectPhaseValue, string> = {
  awaitingCreation: '待审批',
  creationRejected: '已驳回',
  inProgress: '进行中',
  awaitingFinish: '完成审批中',
  completed: '已完成',
};

/** Task state (spec part 2 section 4): 0 unfinished, 1 finished, 2 disabled, 3 in approval. */
export const TaskState = { unfinished: 0, finished: 1, disabled: 2, inApproval: 3 } as const;
export type TaskStateValue = (typeof TaskState)[keyof typeof TaskState];
export const TASK_STATE_NAMES: Record<TaskStateValue, string> = { 0: '未完成', 1: '已完成', 2: '已停用', 3: '审批中' };

/** What a task asks for: a form filled in, an approval given, or a service order completed. */
export const TaskKind = { form: 'form', approval: 'approval', order: 'order' } as const;
export type TaskKindValue = (typeof TaskKind)[keyof typeof TaskKind];
export const TASK_KINDS = Object.values(TaskKind) as TaskKindValue[];
export const TASK_KIND_NAMES: Record<TaskKindValue, string> = { form: '填写表单', approval: '审批', order: '服务工单' };

/** The all-projects sort (spec part 2 section 3): "1" newest first (the default), "2" oldest first. */
export const ProjectSort = { newest: '1', oldest: '2' } as const;
export type ProjectSortValue = (typeof ProjectSort)[keyof typeof ProjectSort];

/** The export's file name before its date (spec part 2 section 9). */
export const PROJECT_EXPORT_NAME = '全部项目数据';
/** The export of one project's products (its detail's 项目产品 tab). */
export const PROJECT_PRODUCT_EXPORT_NAME = '项目产品数据';

/** Administrators and management directors see every project; the others see the ones they take part in. */
export const PROJECT_OVERSEERS: readonly RoleType[] = [Role.admin, Role.director];
/** Templates are set up by administrators (the settings area). */
export const PROJECT_TEMPLATE_WRITERS: readonly RoleType[] = [Role.admin];

/** Limits of a template (the spec gives none): enough for a real project, small enough to show on one screen. */
export const TEMPLATE_LIMITS = { processes: 20, tasksPerProcess: 50, approvers: 20, personnel: 100 } as const;

/** What a project's product row links: a customer's product, or a product of the archive (the catalogue). */
export const ProjectProductKind = { customer: 'customer', catalogue: 'catalogue' } as const;
export type ProjectProductKindValue = (typeof ProjectProductKind)[keyof typeof ProjectProductKind];
export const PROJECT_PRODUCT_KINDS = Object.values(ProjectProductKind) as ProjectProductKindValue[];
export const PROJECT_PRODUCT_KIND_NAMES: Record<ProjectProductKindValue, string> = { customer: '客户产品', catalogue: '产品档案' };

/** Most files attached, products linked or people named in one call. */
export const PROJECT_BATCH_MAX = 50;
