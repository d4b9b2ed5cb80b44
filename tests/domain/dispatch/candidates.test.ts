import { describe, expect, it } from 'vitest';
import { firstFreeWindow, rankCandidates, reasonLine, type OrderNeed, type PersonDay } from '@domain/dispatch/candidates';
import { DEFAULT_WEIGHTS } from '@domain/dispatch/dispatch.constants';

const now = new Date('2027-03-01T02:00:00Z');
const site = { lng: 121.5, lat: 31.2 };
const need: OrderNeed = {
  orderId: 1,
  position: site,
  address: '上海市浦东新区张江路 1 号',
  skill: { id: 7, name: '空调安装', minLevel: 2, required: true },
  parts: [{ id: 9, name: '压缩机' }],
  dueAt: new Date(now.getTime() + 3 * 3_600_000),
  durationMin: 60,
};
const person = (over: Partial<PersonDay> = {}): PersonDay => ({
  userId: 1,
  name: '张三',
  skills: [{ id: 7, name: '空调安装', level: 2 }],
  areas: ['浦东新区'],
  work: { startMinute: 540, endMinute: 1080 },
  leave: null,
  home: { lng: 121.5, lat: 31.16 },
  visits: [],
  partIds: [9],
  ...over,
});
const visit = (startMinute: number, endMinute: number, position = { lng: 121.52, lat: 31.2 }) => ({ orderId: 99, startMinute, endMinute, position });

describe('every reason a candidate carries', () => {
  const [c] = rankCandidates(need, [person({ visits: [visit(540, 840), visit(960, 1020), visit(1020, 1080)] })], DEFAULT_WEIGHTS, now).candidates;
  it.each([
    ['skill', '有技能 空调安装 2 级'],
    ['area', '服务 浦东新区'],
    ['load', '当天已有 3 个上门'],
    ['distance', '距上一个上门 1.9 km'],
    ['free', '14:00–16:00 空闲'],
    ['part', '自有库存有配件 压缩机'],
    ['sla', 'SLA 下一节点还有 3 小时'],
  ])('%s: %s', (kind, text) => {
    expect(c.reasons.find((r) => r.kind === kind)?.text).toBe(text);
  });
  it('the log line names the person, score and every reason', () => {
    expect(reasonLine(c)).toMatch(/^张三（[\d.]+ 分）：有技能 空调安装 2 级；服务 浦东新区；/);
  });
});

describe('every exclusion, with why not', () => {
  it.each([
    ['on leave', person({ leave: '年假' }), 'leave', '请假：年假'],
    ['a day off', person({ work: null }), 'dayOff', '当天休息'],
    ['no skill when the rule requires it', person({ skills: [] }), 'noSkill', '没有技能 空调安装'],
    ['level too low', person({ skills: [{ id: 7, name: '空调安装', level: 1 }] }), 'lowLevel', '技能 空调安装 等级 1，需要 2 级'],
    ['a full day', person({ visits: [visit(540, 1050)] }), 'full', '当天没有 60 分钟的空闲'],
  ])('%s', (_name, p, kind, text) => {
    const list = rankCandidates(need, [p], DEFAULT_WEIGHTS, now);
    expect(list.candidates).toEqual([]);
    expect(list.excluded).toEqual([{ userId: 1, name: '张三', kind, text }]);
  });
  it('a skill not required only scores: the person without it stays a candidate', () => {
    const list = rankCandidates({ ...need, skill: { ...need.skill!, required: false } }, [person({ skills: [] })], DEFAULT_WEIGHTS, now);
    expect(list.candidates).toHaveLength(1);
    expect(list.candidates[0].reasons.some((r) => r.kind === 'skill')).toBe(false);
  });
});

describe('ranking', () => {
  it.each([
    ['the skilled beats the unskilled', person({ userId: 2, skills: [{ id: 7, name: '空调安装', level: 3 }] }), person({ userId: 3, skills: [] }), 2],
    ['the one serving the area', person({ userId: 2 }), person({ userId: 3, areas: ['闵行区'] }), 2],
    ['the less loaded', person({ userId: 2, visits: [visit(600, 660)] }), person({ userId: 3 }), 3],
    ['the nearer start', person({ userId: 2, home: { lng: 121.9, lat: 31.6 } }), person({ userId: 3 }), 3],
    ['the one holding the part', person({ userId: 2, partIds: [] }), person({ userId: 3 }), 3],
    ['ties: the lower id', person({ userId: 3 }), person({ userId: 2 }), 2],
  ])('%s', (_name, a, b, first) => {
    const weights = { ...DEFAULT_WEIGHTS, skill: 3 };
    const softNeed = { ...need, skill: { ...need.skill!, required: false } };
    expect(rankCandidates(softNeed, [a, b], weights, now).candidates[0].userId).toBe(first);
  });
  it('the SLA part favours the one free soonest when the node is near', () => {
    const busy = person({ userId: 2, home: site, visits: [visit(540, 900, site)] });
    const free = person({ userId: 3, home: site, visits: [visit(1000, 1060, site)] });
    const list = rankCandidates(need, [busy, free], DEFAULT_WEIGHTS, now, 540).candidates;
    expect(list.map((c) => c.userId)).toEqual([3, 2]);
    expect(list[1].reasons.find((r) => r.kind === 'sla')?.points).toBe(0);
  });
  it('an order without a location has no distance reason and no 0,0 guess', () => {
    const [c] = rankCandidates({ ...need, position: null }, [person()], DEFAULT_WEIGHTS, now).candidates;
    expect(c.km).toBeNull();
    expect(c.reasons.some((r) => r.kind === 'distance')).toBe(false);
  });
  it('today: windows before now are gone', () => {
    const [c] = rankCandidates(need, [person()], DEFAULT_WEIGHTS, now, 13 * 60 + 7).candidates;
    expect(c.free).toEqual({ startMinute: 787, endMinute: 1080 });
  });
});

describe('firstFreeWindow', () => {
  const work = { startMinute: 540, endMinute: 1080 };
  it.each([
    ['an empty day', [], 60, { startMinute: 540, endMinute: 1080, after: null }],
    ['between two visits', [visit(540, 600), visit(700, 760)], 60, { startMinute: 600, endMinute: 700 }],
    ['a gap too short is skipped', [visit(540, 600), visit(630, 760)], 60, { startMinute: 760, endMinute: 1080 }],
    ['overlapping visits', [visit(540, 700), visit(600, 650)], 60, { startMinute: 700, endMinute: 1080 }],
    ['none', [visit(540, 1040)], 60, null],
  ])('%s', (_name, visits, length, expected) => {
    const got = firstFreeWindow(work, visits, length);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toMatchObject(expected);
  });
});
