import { describe, expect, it } from 'vitest';
import type { SlaRule } from '@domain/templates/order-types.schemas';
import { latestTimeNode, overrunSlaRule } from '@domain/templates/sla';

const t0 = new Date('2030-01-01T08:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const rule = (node: SlaRule['node'], timeout: number, unit: SlaRule['unit']): SlaRule => ({ node, timeout, unit, notify: [104] });
/** Nodes 0 to 13, reached at the given minutes. */
const nodes = (reached: Partial<Record<number, number>>) => Array.from({ length: 14 }, (_, n) => (reached[n] === undefined ? null : at(reached[n]!)));

describe('latestTimeNode', () => {
  it('is the node reached last, the later node on a tie, and none before creation', () => {
    expect(latestTimeNode(nodes({ 0: 0, 4: 30, 3: 10 }))).toEqual({ node: 4, at: at(30) });
    expect(latestTimeNode(nodes({ 0: 0, 1: 0 }))).toEqual({ node: 1, at: at(0) });
    expect(latestTimeNode(nodes({}))).toBeNull();
  });
});

describe('overrunSlaRule', () => {
  const rules = [rule(0, 30, 1), rule(4, 2, 2), rule(6, 1, 3)];

  it('counts the rule of the latest node from when it was reached, in minutes, hours or days', () => {
    expect(overrunSlaRule(nodes({ 0: 0 }), rules, at(29))).toBeNull();
    expect(overrunSlaRule(nodes({ 0: 0 }), rules, at(30))).toEqual({ rule: rules[0], since: at(0) });
    expect(overrunSlaRule(nodes({ 0: 0, 4: 10 }), rules, at(10 + 119))).toBeNull();
    expect(overrunSlaRule(nodes({ 0: 0, 4: 10 }), rules, at(10 + 120))?.rule).toBe(rules[1]);
    expect(overrunSlaRule(nodes({ 0: 0, 6: 5 }), rules, at(5 + 1440))?.rule).toBe(rules[2]);
  });

  it('ends the clock of a node once a later one is reached, and has nothing for a node without a rule', () => {
    // Created at 0, taken at 20 (within 30 minutes); node 4's two hours now run.
    expect(overrunSlaRule(nodes({ 0: 0, 4: 20 }), rules, at(60))).toBeNull();
    expect(overrunSlaRule(nodes({ 0: 0, 5: 1 }), rules, at(100_000))).toBeNull();
  });
});
