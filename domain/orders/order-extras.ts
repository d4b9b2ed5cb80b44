/**
 * The order calls beside the lifecycle's (spec part 1 section 7, "Order paths"): keeping the
 * appointment date, an ordinary employee's own edit and cancel, the detail-control templates an order
 * type offers, and the enterprise's order settings the order screens read. Paths and request schemas.
 */
import { z } from 'zod';
import type { AssignMapOrder } from './assign-map';
import { CancelSchema, EditOrderSchema } from './orders.schemas';

export const OrderExtraPaths = {
  keepDate: '/order/keepDate',
  employeeEdit: '/v2/order/employee/edit',
  employeeCancel: '/order/employee/cancel',
  detailControlTemplates: '/v2/detailcontroltmpl/list',
  enterpriseSettings: '/v2/enterprise/set',
  /** /allOrder/mapView: the list's orders (its filters) placed on the offline map. */
  mapView: '/order/mapView',
} as const;

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
      z.coerce.date({ error: '请选择预约时间' }).refine((d) => !Number.isNaN(d.getTime()), '请选择预约时间').optional(),
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
