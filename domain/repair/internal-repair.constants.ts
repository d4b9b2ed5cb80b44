import { Role, type RoleType } from '../shell/roles';
import { REPAIR_WORKERS } from './repair.constants';

/** Internal repair order states (the spec names none): 0 waiting, 1 being repaired, 2 done, 3 cancelled. */
export const InternalRepairState = { pending: 0, repairing: 1, done: 2, cancelled: 3 } as const;
export type InternalRepairStateValue = (typeof InternalRepairState)[keyof typeof InternalRepairState];
export const INTERNAL_REPAIR_STATES = Object.values(InternalRepairState) as InternalRepairStateValue[];
export const INTERNAL_REPAIR_STATE_NAMES: Record<InternalRepairStateValue, string> = { 0: '待维修', 1: '维修中', 2: '已完成', 3: '已取消' };

/** What is repaired: old parts waiting in a warehouse's old-part store, or a piece of the enterprise's own equipment. */
export const InternalRepairKind = { oldPart: 1, equipment: 2 } as const;
export type InternalRepairKindValue = (typeof InternalRepairKind)[keyof typeof InternalRepairKind];
export const INTERNAL_REPAIR_KINDS = Object.values(InternalRepairKind) as InternalRepairKindValue[];
export const INTERNAL_REPAIR_KIND_NAMES: Record<InternalRepairKindValue, string> = { 1: '旧件维修', 2: '自有设备' };

/** How a repair ends: mended (old parts go back into the warehouse's good stock), or beyond repair (old parts are scrapped). */
export const InternalRepairResult = { repaired: 1, scrapped: 2 } as const;
export type InternalRepairResultValue = (typeof InternalRepairResult)[keyof typeof InternalRepairResult];
export const INTERNAL_REPAIR_RESULTS = Object.values(InternalRepairResult) as InternalRepairResultValue[];
export const INTERNAL_REPAIR_RESULT_NAMES: Record<InternalRepairResultValue, string> = { 1: '修复', 2: '无法修复（报废）' };

/** An internal repair order's number, read off its id. */
export const internalRepairNo = (id: number) => `NX${String(id).padStart(8, '0')}`;
/** The id a typed internal repair number stands for, or null. */
export const internalRepairIdOf = (text: string): number | null => {
  const m = /^NX(\d{1,12})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
};

/**
 * Who does what with internal repairs: warehouse keepers, dispatchers and administrators send the
 * enterprise's own things in; engineers repair them; those and directors read.
 */
export const INTERNAL_REPAIR_WRITERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.warehouse];
export const INTERNAL_REPAIR_READERS: readonly RoleType[] = [...new Set([...INTERNAL_REPAIR_WRITERS, ...REPAIR_WORKERS, Role.director])];
