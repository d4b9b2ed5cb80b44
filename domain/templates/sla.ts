import type { SlaRule } from './order-types.schemas';
import { TIMEOUT_UNIT_MINUTES, type OrderTimeNode } from './template.constants';

/** Where an order stands for its SLA: the latest time node it reached (the later node on a tie) and when. */
export function latestTimeNode(reached: readonly (Date | null)[]): { node: OrderTimeNode; at: Date } | null {
  let latest: { node: OrderTimeNode; at: Date } | null = null;
  reached.forEach((at, node) => {
    if (at && (!latest || at.getTime() >= latest.at.getTime())) latest = { node: node as OrderTimeNode, at };
  });
  return latest;
}

/**
 * The SLA rule an open order overran, if any. A rule on time node N counts from when the order last
 * reached N: the order must reach a later node within the rule's timeout. So the rule that applies
 * is the one on the order's latest node, overrun once its timeout has passed.
 */
export function overrunSlaRule(reached: readonly (Date | null)[], rules: readonly SlaRule[], now: Date): { rule: SlaRule; since: Date } | null {
  const latest = latestTimeNode(reached);
  const rule = latest && rules.find((r) => r.node === latest.node);
  if (!latest || !rule) return null;
  const deadline = latest.at.getTime() + rule.timeout * TIMEOUT_UNIT_MINUTES[rule.unit] * 60_000;
  return now.getTime() >= deadline ? { rule, since: latest.at } : null;
}
