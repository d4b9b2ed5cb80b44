/**
 * Spare parts (spec part 2 sections 2, 3, 7): the sixteen stock movement types, where stock lives,
 * and the texts a user reads when a movement is refused.
 */

/** Stock movement types 1–16 of spec part 2 section 3. */
export const MovementType = {
  orderConsumption: 1,
  cancelConsumption: 2,
  stockIn: 3,
  stockOut: 4,
  allocation: 5,
  recycle: 6,
  applyFor: 7,
  returnToStock: 8,
  distribute: 9,
  stockTaking: 10,
  wasteScrapping: 11,
  wasteRefurbishing: 12,
  handOver: 13,
  oldPartScrapping: 14,
  oldPartRefurbishing: 15,
  orderReturn: 16,
} as const;
export type MovementTypeCode = (typeof MovementType)[keyof typeof MovementType];
export const MOVEMENT_TYPE_CODES = Object.values(MovementType) as MovementTypeCode[];

export const MOVEMENT_TYPE_NAMES: Record<MovementTypeCode, string> = {
  1: '工单消耗',
  2: '取消消耗',
  3: '入库',
  4: '出库',
  5: '调拨',
  6: '回收',
  7: '申领',
  8: '退还入库',
  9: '分发',
  10: '盘点',
  11: '废件报废',
  12: '废件翻新',
  13: '移交',
  14: '旧件报废',
  15: '旧件翻新',
  16: '工单退回',
};

/**
 * Where stock lives: a warehouse, one staff member's personal stock (/spareMine), a warehouse's
 * old-part store (id: the warehouse), where recycled old parts wait to be scrapped or refurbished,
 * or one staff member's old parts not yet returned to a warehouse (id: the user, 我的旧件).
 */
export const LocationKind = { warehouse: 1, person: 2, oldStore: 3, personOld: 4 } as const;
export type LocationKindCode = (typeof LocationKind)[keyof typeof LocationKind];
/** A place that belongs to a person (their parts or their old parts): its id is a user. */
export const isPersonKind = (kind: number | null) => kind === LocationKind.person || kind === LocationKind.personOld;
export interface Location {
  kind: LocationKindCode;
  id: number;
}

/**
 * Which side of a line each movement type takes stock from and puts it to: a warehouse (W), a
 * person's stock (P) or outside the system (null: bought in, consumed, scrapped). Stock taking moves
 * each line's difference in from outside (a surplus) or out to it (a shortage).
 */
type Side = LocationKindCode | null;
const O = LocationKind.oldStore;
const PO = LocationKind.personOld;
export const MOVEMENT_SIDES: Record<MovementTypeCode, { from: Side; to: Side }[]> = {
  1: [{ from: LocationKind.person, to: null }],
  2: [{ from: null, to: LocationKind.person }],
  3: [{ from: null, to: LocationKind.warehouse }],
  4: [{ from: LocationKind.warehouse, to: null }],
  5: [{ from: LocationKind.warehouse, to: LocationKind.warehouse }],
  // Old-part recycling: a received recycle form comes in from outside (the customer's equipment) to the old-part store;
  // a personal recycle form brings it to the staff member's old parts, and their return form on to a warehouse's old-part store.
  6: [{ from: LocationKind.person, to: LocationKind.warehouse }, { from: null, to: LocationKind.warehouse }, { from: null, to: O }, { from: null, to: PO }, { from: PO, to: O }],
  7: [{ from: LocationKind.warehouse, to: LocationKind.person }],
  8: [{ from: LocationKind.person, to: LocationKind.warehouse }],
  9: [{ from: LocationKind.warehouse, to: LocationKind.person }],
  10: [{ from: null, to: LocationKind.warehouse }, { from: LocationKind.warehouse, to: null }],
  11: [{ from: LocationKind.warehouse, to: null }],
  12: [{ from: null, to: LocationKind.warehouse }],
  13: [{ from: LocationKind.person, to: LocationKind.person }],
  14: [{ from: LocationKind.warehouse, to: null }, { from: LocationKind.person, to: null }, { from: O, to: null }, { from: PO, to: null }],
  // Refurbishing an old part of the old-part store makes it a good part of the same warehouse.
  15: [{ from: null, to: LocationKind.warehouse }, { from: null, to: LocationKind.person }, { from: O, to: LocationKind.warehouse }],
  16: [{ from: null, to: LocationKind.person }],
};

/** Movement kinds an enterprise may send through approval (spec: claims, returns, allotments, distributions). */
export const APPROVABLE_TYPES = [MovementType.applyFor, MovementType.returnToStock, MovementType.allocation, MovementType.distribute] as const;
export type ApprovableType = (typeof APPROVABLE_TYPES)[number];

/** A movement's state: 0 waiting for approval (the badge's audit_state=0), 1 posted, 2 rejected. */
export const MovementState = { pending: 0, posted: 1, rejected: 2 } as const;
export type MovementStateCode = (typeof MovementState)[keyof typeof MovementState];
export const MOVEMENT_STATE_NAMES: Record<MovementStateCode, string> = { 0: '待审批', 1: '已完成', 2: '已驳回' };

/** Warehouse kinds: one main warehouse per enterprise, any number of sub-warehouses. */
export const WarehouseKind = { main: 1, sub: 2 } as const;
export type WarehouseKindCode = (typeof WarehouseKind)[keyof typeof WarehouseKind];

/** The enterprise's `storehouse_type` (spare enterprise detail): 1 one warehouse, 2 several. */
export const StorehouseType = { single: 1, multiple: 2 } as const;

export const SpareTexts = {
  partNotFound: '备件不存在',
  typeNotFound: '备件类型不存在',
  typeNameTaken: '备件类型名称已存在',
  typeInUse: '该类型下还有备件，不能删除',
  warehouseNotFound: '仓库不存在',
  warehouseNameTaken: '仓库名称已存在',
  mainExists: '已有主仓库',
  singleWarehouse: '当前为单仓库模式，不能新增分仓库',
  personNotFound: '人员不存在',
  movementNotFound: '单据不存在',
  notPending: '该单据已处理',
  notKeeper: '只有该仓库的仓管员可以操作',
  notWarningKeeper: 'warehouseId: 只有该仓库的仓管员可以设置预警',
  rejectReason: '请填写驳回原因',
  posted: '操作成功',
  submitted: '已提交审批',
  kitNotFound: '套件不存在',
  orderNotFound: '工单不存在',
  notOnOrder: '只有工单的负责人或协作人可以登记用料',
} as const;

const place = (name: string) => name;
/** 409 of a line that would drive stock below zero; names the line (1-based), the part and the place. */
export const shortLine = (line: number, part: string, at: string, have: string, want: string) =>
  `第${line}行：${place(at)}的备件“${part}”库存不足（现有${have}，需要${want}）`;
/** 403 of an approval by someone who does not keep every warehouse the movement touches. */
export const notKeeperOfAll = (unkept: string[]) => `只有单据所涉全部仓库的仓管员可以审批（您不管理：${unkept.join('、')}）`;
/** 409 of a line that would take a place's stock past what it may hold. */
export const overfullLine = (line: number, part: string, at: string, max: string) => `第${line}行：${at}的备件“${part}”库存将超过上限（最多${max}）`;
/** 409 of a movement (or an order's parts) worth more than an amount may be. */
export const amountTooLarge = (what: string, max: string) => `${what}超过上限（最多${max}元）`;
export const badLineSide = (line: number, typeName: string) => `第${line}行：${typeName}的来源或去向不对`;
