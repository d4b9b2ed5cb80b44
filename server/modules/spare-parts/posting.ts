import {
  LocationKind,
  MOVEMENT_SIDES,
  MOVEMENT_TYPE_NAMES,
  MovementState,
  SpareTexts,
  badLineSide,
  isPersonKind,
  amountTooLarge,
  overfullLine,
  shortLine,
  type Location,
  type MovementTypeCode,
} from '@domain/spare-parts/spare-parts.constants';
import { toYuan } from '@domain/finance/money';
import { AMOUNT_MAX_FEN, LIMIT_TEXT, STOCK_MAX_HUNDREDTHS, formatQty, fromNumeric, lineFen } from '@domain/spare-parts/quantity';
import type { Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { activeUsersAmong } from '../users/users.public';
import { warehousesOf } from './keepers';
import * as q from './posting.queries';

/** One line of a movement: a quantity (hundredths) of one part from one place to another (null: outside). */
export interface MovementLine {
  partId: number;
  qty: number;
  from: Location | null;
  to: Location | null;
}

export interface Movement {
  enterpriseId: number;
  userId: number;
  type: MovementTypeCode;
  lines: MovementLine[];
  orderId?: number | null;
  docNo?: string;
  remark?: string;
  /** Posting a movement that waited for approval: its row exists, the approver is `decidedBy`. */
  movementId?: number;
  decidedBy?: number;
}

/** A warehouse stock that fell below its minimum with this movement (told once per crossing). */
export interface StockWarning {
  partId: number;
  partName: string;
  warehouseId: number;
  warehouseName: string;
  keeperIds: number[];
  remaining: string;
  minimum: string;
}

export interface Posted {
  movementId: number;
  /** Sum of quantity × price, yuan with two decimals. */
  amount: string;
  warnings: StockWarning[];
}

const keyOf = (partId: number, loc: Location) => `${partId}:${loc.kind}:${loc.id}`;

/** What a movement's lines refer to, checked to belong to the enterprise: parts, warehouses, people. */
export interface Resolved {
  parts: Map<number, { name: string; decimal: boolean; price: string; unit: string }>;
  warehouses: Map<number, { name: string; keeperIds: number[] }>;
  people: Map<number, string>;
}

/** A warehouse and its old-part store are both places of the warehouse (the store named after it). */
const isWarehouseSide = (loc: Location) => loc.kind === LocationKind.warehouse || loc.kind === LocationKind.oldStore;
const PLACE_SUFFIX: Record<Location['kind'], string> = { 1: '', 2: '', 3: '（旧件库）', 4: '（旧件）' };
const placeName = (r: Resolved, loc: Location) => `${isWarehouseSide(loc) ? r.warehouses.get(loc.id)!.name : r.people.get(loc.id)!}${PLACE_SUFFIX[loc.kind]}`;

/**
 * Checks every line's sides against the type's table and resolves its part and places; the first
 * bad line is refused (400, or 404 for what the enterprise does not have) naming the line.
 */
export async function resolveLines(tx: Tx, enterpriseId: number, type: MovementTypeCode, lines: MovementLine[]): Promise<Resolved> {
  const sides = MOVEMENT_SIDES[type];
  lines.forEach((line, i) => {
    const fits = sides.some((s) => (line.from?.kind ?? null) === s.from && (line.to?.kind ?? null) === s.to);
    if (!fits) throw badRequest(badLineSide(i + 1, MOVEMENT_TYPE_NAMES[type]));
    if (line.from && line.to && line.from.kind === line.to.kind && line.from.id === line.to.id) throw badRequest(`第${i + 1}行：来源和去向不能相同`);
  });
  const places = lines.flatMap((l) => [l.from, l.to]).filter((l): l is Location => l !== null);
  const parts = await q.partsForPosting(tx, enterpriseId, [...new Set(lines.map((l) => l.partId))]);
  const warehouses = await q.liveWarehouses(tx, enterpriseId, [...new Set(places.filter(isWarehouseSide).map((p) => p.id))].concat(0));
  const people = await activeUsersAmong(tx, enterpriseId, places.filter((p) => isPersonKind(p.kind)).map((p) => p.id));
  const resolved: Resolved = {
    parts: new Map(parts.map((p) => [p.id, p])),
    warehouses: new Map(warehouses.map((w) => [w.id, { name: w.name, keeperIds: w.keeperIds }])),
    people: new Map(people.map((u) => [u.id, u.name])),
  };
  lines.forEach((line, i) => {
    const part = resolved.parts.get(line.partId);
    if (!part) throw notFound(`第${i + 1}行：${SpareTexts.partNotFound}`);
    if (!part.decimal && line.qty % 100 !== 0) throw badRequest(`第${i + 1}行：备件“${part.name}”的数量须为正整数`);
    for (const loc of [line.from, line.to]) {
      if (loc && isWarehouseSide(loc) && !resolved.warehouses.has(loc.id)) throw notFound(`第${i + 1}行：${SpareTexts.warehouseNotFound}`);
      if (loc && isPersonKind(loc.kind) && !resolved.people.has(loc.id)) throw notFound(`第${i + 1}行：${SpareTexts.personNotFound}`);
    }
  });
  return resolved;
}

/**
 * The one posting engine: every change of stock goes through here, in the caller's transaction.
 * All lines or none: the touched stock rows are locked in a fixed order, the lines are applied in
 * turn, and the first that would take a place below zero refuses the whole movement (409 naming the
 * line). Each line writes one ledger line, so a place's stock always equals its ledger sum.
 */
export async function postMovement(tx: Tx, movement: Movement, resolved?: Resolved): Promise<Posted> {
  const { enterpriseId, type, lines } = movement;
  const refs = resolved ?? (await resolveLines(tx, enterpriseId, type, lines));

  const keys = new Map<string, q.StockKey>();
  for (const line of lines) {
    for (const loc of [line.from, line.to]) if (loc) keys.set(keyOf(line.partId, loc), { partId: line.partId, locKind: loc.kind, locId: loc.id });
  }
  const locked = await q.lockStocks(tx, enterpriseId, [...keys.values()]);
  const stock = new Map(locked.map((row) => [keyOf(row.partId, { kind: row.locKind as Location['kind'], id: row.locId }), { ...row, now: fromNumeric(row.qty) }]));

  let fen = 0n;
  lines.forEach((line, i) => {
    const part = refs.parts.get(line.partId)!;
    if (line.from) {
      const row = stock.get(keyOf(line.partId, line.from))!;
      if (row.now < line.qty) throw conflict(shortLine(i + 1, part.name, placeName(refs, line.from), formatQty(row.now), formatQty(line.qty)));
      row.now -= line.qty;
    }
    if (line.to) {
      const row = stock.get(keyOf(line.partId, line.to))!;
      if (row.now + line.qty > STOCK_MAX_HUNDREDTHS) throw conflict(overfullLine(i + 1, part.name, placeName(refs, line.to), LIMIT_TEXT));
      row.now += line.qty;
    }
    fen += lineFen(line.qty, part.price);
  });
  if (fen > AMOUNT_MAX_FEN) throw conflict(amountTooLarge('单据金额', LIMIT_TEXT));

  const warnings: StockWarning[] = [];
  const changed = [...stock.values()].map((row) => {
    let warned = row.warned;
    if (row.locKind === LocationKind.warehouse && row.minQty !== null) {
      const below = row.now < fromNumeric(row.minQty);
      if (below && !warned) {
        const w = refs.warehouses.get(row.locId)!;
        warnings.push({ partId: row.partId, partName: refs.parts.get(row.partId)!.name, warehouseId: row.locId, warehouseName: w.name, keeperIds: w.keeperIds, remaining: formatQty(row.now), minimum: formatQty(fromNumeric(row.minQty)) });
      }
      warned = below;
    }
    return { partId: row.partId, locKind: row.locKind, locId: row.locId, qty: formatQty(row.now), warned };
  });
  await q.writeStocks(tx, enterpriseId, changed);

  const amount = toYuan(Number(fen));
  const orderId = movement.orderId ?? null;
  const docNo = movement.docNo ?? '';
  let movementId = movement.movementId;
  if (movementId) await q.markPosted(tx, enterpriseId, movementId, { amount, decidedBy: movement.decidedBy ?? null });
  else {
    const warehouseIds = warehousesOf(lines.flatMap((l) => [l.from, l.to]));
    const stored = lines.map((l) => ({ partId: l.partId, qty: l.qty, from: l.from, to: l.to }));
    movementId = await q.insertMovement(tx, { enterpriseId, type, state: MovementState.posted, warehouseIds, lines: stored, orderId, docNo, remark: movement.remark ?? '', amount, createdBy: movement.userId });
  }
  await q.insertLedger(
    tx,
    { enterpriseId, movementId, type, orderId, docNo, userId: movement.userId },
    lines.map((l) => ({
      partId: l.partId,
      fromKind: l.from?.kind ?? null,
      fromId: l.from?.id ?? null,
      toKind: l.to?.kind ?? null,
      toId: l.to?.id ?? null,
      qty: formatQty(l.qty),
      price: refs.parts.get(l.partId)!.price,
    })),
  );
  return { movementId, amount, warnings };
}
