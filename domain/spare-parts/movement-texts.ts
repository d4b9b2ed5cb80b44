import { formatQty } from './quantity';
import { MOVEMENT_TYPE_NAMES, MovementState, type MovementTypeCode } from './spare-parts.constants';

/** The past tense of a movement where its name does not read as one after 已 (已废件报废 → 已报废). */
const DONE_VERBS: Partial<Record<MovementTypeCode, string>> = { 11: '报废', 12: '翻新', 14: '报废', 15: '翻新' };

/**
 * What a posted movement did, as its sender reads it: 已入库 3 件, or 已提交审批 with what waits. The
 * total is of every line's quantity in hundredths, as the schemas parse them (parts of any unit: 件).
 */
export function movementDoneText(type: MovementTypeCode, state: number, lines: { qty: number }[]): string {
  const total = formatQty(lines.reduce((sum, l) => sum + l.qty, 0));
  const what = `${DONE_VERBS[type] ?? MOVEMENT_TYPE_NAMES[type]} ${total} 件`;
  return state === MovementState.pending ? `已提交审批：${what}，待仓管员审批` : `已${what}`;
}
