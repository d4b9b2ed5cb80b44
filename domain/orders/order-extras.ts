/**
 * The order calls beside the lifecycle's (spec part 1 section 7, "Order paths"): keeping the
 * appointment date, an ordinary employee's own edit and cancel, the detail-control templates an order
 * type offers, and the enterprise's order settings the order screens read. Request schemas (paths: orders.paths.ts).
 */
import { z } from 'zod';
import { clientTime } from '../format/client-time';
import type { AssignMapOrder } from './assign-map';
import { CancelSchema, EditOrderSchema } from './orders.schemas';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');

/**
 * POST /order/keepDate: the person serving keeps the appointment the order came with (`keep` true,
 * the default), or changes it (`keep` false with `appointmentTime`).
 */
export const KeepDateSchema = z
  .object({
    id,
    version: z.coerce.number().int().min(0).optional(),
    keep: z.boolean({ error: 'keep 须为 true 或 false' }).default(true),
    appointmentTime: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      clientTime('请选择预约时间').optional(),
    ),
    remark: z.string().trim().max(500, '备注最多500个字').default(''),
  })
  .refine((b) => b.keep || b.appointmentTime !== undefined, { path: ['appointmentTime'], message: '请选择预约时间' });
export type KeepDateInput = z.infer<typeof KeepDateSchema>;

/** The employee's calls take the bodies of the desk's edit and cancel. */
export const EmployeeEditSchema = EditOrderSchema;
export const EmployeeCancelSchema = CancelSchema;

/** GET /v2/detailcontroltmpl/list?orderTypeId= */
export const DetailControlTemplatesQuerySchema = z.object({ orderTypeId: id });

/** GET /v2/enterprise/set: what the order screens read of the enterprise (plan and system parameters). */
export interface OrderScreenSettings {
  /** Page sizes the tables offer: 500 and 1000 only for paying tenants. */
  pageSizes: number[];
  defaultPageSize: number;
  /** "1" newest first, "2" oldest first. */
  defaultSort: string;
  /** Free tenants keep the default sort (免费版不支持更改排序方式). */
  sortChangeable: boolean;
  /** The global order search box in the home menu. */
  orderSearchInHome: boolean;
}

/** GET /order/mapView (the order list's filters): the newest matching orders with their map positions. */
export interface OrderMapView {
  orders: AssignMapOrder[];
  /** Every matching order, also those beyond the map's limit. */
  total: number;
}

const step = z.string({ error: '请选择流程步骤' }).trim().min(1, '请选择流程步骤').max(20, '流程名称最多20个字');
const version = z.coerce.number().int().min(0).optional();

/** GET /order/progress/checkFinish?id= */
export const ProgressQuerySchema = z.object({ id });
/** GET /order/progress/defaultUser?id=&step= */
export const ProgressStepQuerySchema = z.object({ id, step });
/** POST /order/progress/assign: the person who handles a step. */
export const ProgressAssignSchema = z.object({ id, version, step, userId: id });
/** POST /order/progress/save: record a step (done, with a remark); the first record adds, later ones edit. */
export const ProgressSaveSchema = z.object({
  id,
  version,
  step,
  done: z.boolean({ error: 'done 须为 true 或 false' }).default(true),
  remark: z.string().trim().max(500, '备注最多500个字').default(''),
});
export type ProgressAssignInput = z.infer<typeof ProgressAssignSchema>;
export type ProgressSaveInput = z.infer<typeof ProgressSaveSchema>;

export interface ProgressStepView {
  name: string;
  user: { id: number; name: string } | null;
  done: boolean;
  remark: string;
}

/** The order's progress along its type's steps; `finished` when every step is done (no steps: finished). */
export interface OrderProgressView {
  finished: boolean;
  /** Names of the steps not yet done. */
  pending: string[];
  steps: ProgressStepView[];
}

/** The people a step offers and the one it defaults to (assigned, else the step's first, else the order's owner). */
export interface ProgressDefaultUser {
  step: string;
  defaultUser: { id: number; name: string } | null;
  users: { id: number; name: string }[];
}
