import { describe, expect, it } from 'vitest';
import { evaluate, matches, type Condition, type TriggerRecord } from '@domain/triggers/conditions';
import { triggerMachine } from '@domain/triggers/trigger.machine';
import { Role } from '@domain/shell/roles';

const record: TriggerRecord = {
  title: '客厅空调不制冷',
  templateId: 7,
  priority: 3,
  state: 1,
  customName: '',
  description: null,
  ownerId: null,
  serviceGroupId: 12,
  tagIds: [4, 5],
  createdAt: new Date('2030-06-01T08:00:00Z'),
  values: { 机型: 'KFR-35', 匹数: 1.5, 数量: '2', 配件: ['滤网', '遥控器'], 备注: '', 安装日期: '2030-05-01' },
};

// [field kind, field, operator, value, expected]
const table: [string, string, Condition['operator'], Condition['value'], boolean][] = [
  // Built-in text
  ['text', 'title', 'eq', '客厅空调不制冷', true],
  ['text', 'title', 'eq', ' 客厅空调不制冷 ', true],
  ['text', 'title', 'eq', '空调', false],
  ['text', 'title', 'ne', '空调', true],
  ['text', 'title', 'ne', '客厅空调不制冷', false],
  ['text', 'title', 'contains', '空调', true],
  ['text', 'title', 'contains', '冰箱', false],
  ['text', 'title', 'in', ['a', '客厅空调不制冷'], true],
  ['text', 'title', 'in', ['a', 'b'], false],
  ['text', 'title', 'gt', 1, false],
  ['text', 'title', 'empty', null, false],
  ['text', 'title', 'notEmpty', null, true],
  ['text', 'customName', 'empty', null, true],
  ['text', 'customName', 'notEmpty', null, false],
  ['text', 'description', 'empty', null, true],
  ['text', 'description', 'contains', '空调', false],
  // Built-in code (enumeration / id), given as number or text
  ['code', 'priority', 'eq', 3, true],
  ['code', 'priority', 'eq', '3', true],
  ['code', 'priority', 'eq', 2, false],
  ['code', 'priority', 'ne', 2, true],
  ['code', 'priority', 'in', [2, 3], true],
  ['code', 'priority', 'in', ['1'], false],
  ['code', 'priority', 'gt', 2, true],
  ['code', 'priority', 'lt', 3, false],
  ['code', 'serviceGroupId', 'notEmpty', null, true],
  ['code', 'ownerId', 'empty', null, true],
  ['code', 'ownerId', 'eq', 5, false],
  ['code', 'ownerId', 'in', [5], false],
  ['code', 'templateId', 'contains', '7', true],
  // Built-in codes (several ids)
  ['codes', 'tagIds', 'contains', [4], true],
  ['codes', 'tagIds', 'contains', [4, 6], false],
  ['codes', 'tagIds', 'in', [6, 5], true],
  ['codes', 'tagIds', 'in', [6], false],
  ['codes', 'tagIds', 'eq', [5, 4], true],
  ['codes', 'tagIds', 'eq', [4], false],
  ['codes', 'tagIds', 'ne', [4], true],
  ['codes', 'tagIds', 'empty', null, false],
  ['codes', 'tagIds', 'notEmpty', null, true],
  // Built-in date-time
  ['datetime', 'createdAt', 'gt', '2030-05-31T00:00:00Z', true],
  ['datetime', 'createdAt', 'lt', '2030-05-31T00:00:00Z', false],
  ['datetime', 'createdAt', 'eq', '2030-06-01T08:00:00Z', true],
  ['datetime', 'createdAt', 'gt', 'not a date', false],
  ['datetime', 'createdAt', 'notEmpty', null, true],
  // Custom text
  ['custom text', 'values.机型', 'eq', 'KFR-35', true],
  ['custom text', 'values.机型', 'contains', 'KFR', true],
  ['custom text', 'values.机型', 'ne', 'KFR-35', false],
  ['custom text', 'values.机型', 'in', ['KFR-26', 'KFR-35'], true],
  ['custom text', 'values.备注', 'empty', null, true],
  ['custom text', 'values.备注', 'notEmpty', null, false],
  // Custom number (a stored number, and a number kept as text)
  ['custom number', 'values.匹数', 'gt', 1, true],
  ['custom number', 'values.匹数', 'lt', 1, false],
  ['custom number', 'values.匹数', 'eq', 1.5, true],
  ['custom number', 'values.匹数', 'eq', '1.5', true],
  ['custom number', 'values.数量', 'gt', 1, true],
  ['custom number', 'values.数量', 'lt', '10', true],
  ['custom number', 'values.数量', 'in', [2, 3], true],
  // Custom several values (a multi-select)
  ['custom codes', 'values.配件', 'contains', ['滤网'], true],
  ['custom codes', 'values.配件', 'contains', ['压缩机'], false],
  ['custom codes', 'values.配件', 'in', ['压缩机', '遥控器'], true],
  ['custom codes', 'values.配件', 'notEmpty', null, true],
  // Custom date kept as text
  ['custom date', 'values.安装日期', 'notEmpty', null, true],
  ['custom date', 'values.安装日期', 'eq', '2030-05-01', true],
  // A custom field the record lacks is empty and equals nothing
  ['missing', 'values.不存在', 'empty', null, true],
  ['missing', 'values.不存在', 'notEmpty', null, false],
  ['missing', 'values.不存在', 'eq', 'x', false],
  ['missing', 'values.不存在', 'ne', 'x', true],
  ['missing', 'values.不存在', 'contains', 'x', false],
  ['missing', 'values.不存在', 'in', ['x'], false],
  ['missing', 'values.不存在', 'gt', 0, false],
  ['missing', 'values.不存在', 'lt', 0, false],
];

describe('evaluate', () => {
  it.each(table)('%s: %s %s %j → %s', (_kind, field, operator, value, expected) => {
    expect(evaluate({ field, operator, value }, record)).toBe(expected);
  });

  it('covers every operator on every field kind', () => {
    const kinds = new Set(table.map((r) => r[0].replace('custom ', '')));
    for (const kind of ['text', 'code', 'codes', 'datetime', 'number']) expect(kinds.has(kind)).toBe(true);
    const ops = new Set(table.map((r) => r[2]));
    expect([...ops].sort()).toEqual(['contains', 'empty', 'eq', 'gt', 'in', 'lt', 'ne', 'notEmpty']);
  });
});

describe('matches', () => {
  const cond: Condition = { field: 'priority', operator: 'eq', value: 3 };
  it.each([
    [[], [], true],
    [[7], [], true],
    [[8], [], false],
    [[7, 8], [cond], true],
    [[7], [cond, { field: 'title', operator: 'contains', value: '冰箱' } as Condition], false],
  ] as [number[], Condition[], boolean][])('range %j, %j conditions → %s', (templateIds, conditions, expected) => {
    expect(matches({ templateIds, conditions }, { ...record, templateId: 7 })).toBe(expected);
  });
});

describe('triggerMachine', () => {
  const admin = { role: Role.admin };
  it.each([
    [0, 'enable', admin, { ok: true, to: 1 }],
    [1, 'disable', admin, { ok: true, to: 0 }],
    [1, 'enable', admin, { ok: false, status: 409, message: '触发器已启用，不能启用' }],
    [0, 'disable', admin, { ok: false, status: 409, message: '触发器已停用，不能停用' }],
    [0, 'enable', { role: Role.dispatcher }, { ok: false, status: 403 }],
  ] as const)('state %s %s by role %o', (state, op, actor, verdict) => {
    expect(triggerMachine.decide({ state }, actor, op)).toMatchObject(verdict);
  });
});
