import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { qtySchema } from '../spare-parts/spare-parts.schemas';
import {
  INTERNAL_REPAIR_KINDS,
  INTERNAL_REPAIR_RESULTS,
  INTERNAL_REPAIR_STATES,
  InternalRepairKind,
  type InternalRepairKindValue,
  type InternalRepairResultValue,
  type InternalRepairStateValue,
} from './internal-repair.constants';
import { INTERNAL_REPAIR_OPS, InternalRepairOp, type InternalRepairOpValue } from './internal-repair.machine';
import { RepairErrors } from './errors';

const id = (field = 'id') => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`).max(2 ** 53 - 1, `${field} 须为正整数`);
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const optText = (label: string, max: number) => z.string({ error: `${label}须为文本` }).trim().max(max, `${label}最多${max}个字`).default('');

/**
 * POST /v2/repair/internal/create: old parts of a warehouse's old-part store (part, warehouse, quantity),
 * or a piece of the enterprise's own equipment (its name and asset number), with the fault.
 */
export const CreateInternalRepairSchema = z
  .object({
    kind: z.literal(INTERNAL_REPAIR_KINDS, { error: 'kind 只能是 1 旧件维修、2 自有设备' }),
    partId: optionalParam(id('partId')),
    warehouseId: optionalParam(id('warehouseId')),
    qty: optionalParam(qtySchema),
    equipmentName: optText('设备名称', 100),
    assetNo: optText('资产编号', 50),
    fault: z.string({ error: '请填写故障描述' }).trim().min(1, '请填写故障描述').max(500, '故障描述最多500个字'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === InternalRepairKind.oldPart) {
      if (!v.partId) ctx.addIssue({ code: 'custom', path: ['partId'], message: RepairErrors.internalPart });
      if (!v.warehouseId) ctx.addIssue({ code: 'custom', path: ['warehouseId'], message: RepairErrors.internalWarehouse });
      if (v.qty === undefined) ctx.addIssue({ code: 'custom', path: ['qty'], message: '请填写数量' });
    } else if (!v.equipmentName) ctx.addIssue({ code: 'custom', path: ['equipmentName'], message: RepairErrors.internalEquipment });
  });
export type CreateInternalRepairInput = z.infer<typeof CreateInternalRepairSchema>;

/** POST /v2/repair/internal/operate: start, finish (with the result and a note) or cancel. */
export const OperateInternalRepairSchema = z
  .object({
    id: id(),
    op: z.enum(INTERNAL_REPAIR_OPS, { error: `op 只能是 ${INTERNAL_REPAIR_OPS.join('、')}` }),
    result: optionalParam(z.coerce.number().pipe(z.literal(INTERNAL_REPAIR_RESULTS, { error: 'result 只能是 1 修复、2 报废' }))),
    note: optText('维修说明', 500),
  })
  .refine((v) => v.op !== InternalRepairOp.finish || v.result !== undefined, { message: RepairErrors.internalResult, path: ['result'] });
export type OperateInternalRepairInput = z.infer<typeof OperateInternalRepairSchema>;

export const InternalRepairIdSchema = z.object({ id: id() });

export const InternalRepairFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  state: optionalParam(z.coerce.number().pipe(z.literal(INTERNAL_REPAIR_STATES, { error: 'state 只能是 0、1、2、3' }))),
  kind: optionalParam(z.coerce.number().pipe(z.literal(INTERNAL_REPAIR_KINDS, { error: 'kind 只能是 1、2' }))),
});
export type InternalRepairFilter = z.infer<typeof InternalRepairFilterSchema>;
export const InternalRepairListQuerySchema = InternalRepairFilterSchema.extend(PagingSchema.shape);
export const ExportInternalRepairsSchema = InternalRepairFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });

type Named = { id: number; name: string } | null;

/** An internal repair order as list, detail and every change send it, with what the caller may do now. */
export interface InternalRepairView {
  id: number;
  internalRepairNo: string;
  kind: InternalRepairKindValue;
  state: InternalRepairStateValue;
  part: Named;
  warehouse: Named;
  /** The quantity of old parts, as spare parts write quantities ("2", "1.5"); null for equipment. */
  qty: string | null;
  unit: string;
  equipmentName: string;
  assetNo: string;
  fault: string;
  repairer: Named;
  startedAt: string | null;
  result: InternalRepairResultValue | null;
  note: string;
  /** The 旧件翻新 or 旧件报废 movement of spare parts that ended an old-part repair. */
  movementId: number | null;
  finishedAt: string | null;
  createdBy: Named;
  createTime: string;
  operations: InternalRepairOpValue[];
}
