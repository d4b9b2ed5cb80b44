import { Role, type RoleType } from '../shell/roles';

/** Repair order states (spec part 2 section 4): 0 pending confirmation, 1 processing, 2 completed, 3 cancelled, 4 pending approval. */
export const RepairState = { pendingConfirmation: 0, processing: 1, completed: 2, cancelled: 3, pendingApproval: 4 } as const;
export type RepairStateValue = (typeof RepairState)[keyof typeof RepairState];
export const REPAIR_STATES = Object.values(RepairState) as RepairStateValue[];
export const REPAIR_STATE_NAMES: Record<RepairStateValue, string> = { 0: '待确认', 1: '处理中', 2: '已完成', 3: '已取消', 4: '待审批' };

/** Detection order states (the spec lists none): 0 waiting for inspection, 1 inspected, 2 cancelled. */
export const DetectionState = { pending: 0, done: 1, cancelled: 2 } as const;
export type DetectionStateValue = (typeof DetectionState)[keyof typeof DetectionState];
export const DETECTION_STATES = Object.values(DetectionState) as DetectionStateValue[];
export const DETECTION_STATE_NAMES: Record<DetectionStateValue, string> = { 0: '待检测', 1: '已检测', 2: '已取消' };

/** What an inspection concludes, and so which document comes next: the repair goes on, or the product is replaced or taken back, or sent back as it is. */
export const DetectionVerdict = { repair: 1, replace: 2, returnGoods: 3, noFault: 4 } as const;
export type DetectionVerdictValue = (typeof DetectionVerdict)[keyof typeof DetectionVerdict];
export const DETECTION_VERDICTS = Object.values(DetectionVerdict) as DetectionVerdictValue[];
export const DETECTION_VERDICT_NAMES: Record<DetectionVerdictValue, string> = { 1: '维修', 2: '换货', 3: '退货', 4: '无故障' };

/** A detection order's number, read off its id. */
export const detectionNo = (id: number) => `JC${String(id).padStart(8, '0')}`;

/** Where a repair order came from: written by staff, made by a scan at the receiving desk, or asked for by the customer in the portal. */
export const RepairSource = { staff: 1, scan: 2, portal: 3 } as const;
export type RepairSourceValue = (typeof RepairSource)[keyof typeof RepairSource];
export const REPAIR_SOURCE_NAMES: Record<RepairSourceValue, string> = { 1: '人工创建', 2: '扫码签收', 3: '门户' };

/** A repair order's number, read off its id (as old-part forms' JJ codes are). */
export const repairNo = (id: number) => `WX${String(id).padStart(8, '0')}`;
/** The id a typed repair number stands for, or null. */
export const repairIdOf = (text: string): number | null => {
  const m = /^WX(\d{1,12})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
};

/**
 * Who does what with repair orders (the spec names only permission 18001 for the detail). The receiving
 * desk (reception, dispatchers, administrators) writes and signs in; engineers repair (use parts, finish);
 * administrators and management directors approve completions; directors read.
 */
export const REPAIR_READERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.reception, Role.serviceStaff, Role.director];
export const REPAIR_DESK: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.reception];
export const REPAIR_WORKERS: readonly RoleType[] = [Role.admin, Role.dispatcher, Role.serviceStaff];
export const REPAIR_APPROVERS: readonly RoleType[] = [Role.admin, Role.director];
export const REPAIR_SETTERS: readonly RoleType[] = [Role.admin];

/** Limits of the settings and the order's texts. */
export const MAX_FAULT_CATEGORIES = 50;
export const MAX_DETECTION_ITEMS = 30;

/** Return and exchange order states (spec part 2 section 4): 0 pending approval, 1 rejected, 2 passed, 3 cancelled. */
export const ReturnChangeState = { pendingApproval: 0, rejected: 1, passed: 2, cancelled: 3 } as const;
export type ReturnChangeStateValue = (typeof ReturnChangeState)[keyof typeof ReturnChangeState];
export const RETURN_CHANGE_STATES = Object.values(ReturnChangeState) as ReturnChangeStateValue[];
export const RETURN_CHANGE_STATE_NAMES: Record<ReturnChangeStateValue, string> = { 0: '待审批', 1: '已驳回', 2: '已通过', 3: '已取消' };

/** What the customer asks for: the product taken back, or replaced by another unit. */
export const ReturnChangeType = { returnGoods: 1, exchange: 2 } as const;
export type ReturnChangeTypeValue = (typeof ReturnChangeType)[keyof typeof ReturnChangeType];
export const RETURN_CHANGE_TYPES = Object.values(ReturnChangeType) as ReturnChangeTypeValue[];
export const RETURN_CHANGE_TYPE_NAMES: Record<ReturnChangeTypeValue, string> = { 1: '退货', 2: '换货' };

/** Where a return or exchange order came from: written by staff, or a detection's verdict 退货/换货. */
export const ReturnChangeSource = { staff: 1, detection: 2 } as const;
export type ReturnChangeSourceValue = (typeof ReturnChangeSource)[keyof typeof ReturnChangeSource];
export const RETURN_CHANGE_SOURCE_NAMES: Record<ReturnChangeSourceValue, string> = { 1: '人工创建', 2: '检测结论' };

/** A return and exchange order's number, read off its id. */
export const returnChangeNo = (id: number) => `TH${String(id).padStart(8, '0')}`;
/** The id a typed return and exchange number stands for, or null. */
export const returnChangeIdOf = (text: string): number | null => {
  const m = /^TH(\d{1,12})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
};

/** What an exchange does to the customer product's warranty (a repair setting): it runs on, or starts again on the day of the exchange. */
export const ExchangeWarranty = { continue: 1, restart: 2 } as const;
export type ExchangeWarrantyValue = (typeof ExchangeWarranty)[keyof typeof ExchangeWarranty];
export const EXCHANGE_WARRANTIES = Object.values(ExchangeWarranty) as ExchangeWarrantyValue[];
export const EXCHANGE_WARRANTY_NAMES: Record<ExchangeWarrantyValue, string> = { 1: '延续原保修', 2: '重新计算保修' };
