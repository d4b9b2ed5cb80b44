import { describe, expect, it } from 'vitest';
import { kindMisfit, type KindedParts } from '@domain/triggers/record-kinds';
import { ActionKind, Moment, MOMENTS, RecordKind, type RecordKindValue } from '@domain/triggers/triggers.constants';

const parts = (over: Partial<KindedParts> = {}): KindedParts => ({ moment: Moment.afterCreate, conditions: [], actions: [], ...over });
const notify = (who: string[]) => ({ kind: ActionKind.notify, config: { who, content: 'x' } });

describe('kindMisfit', () => {
  const cases: [string, RecordKindValue, KindedParts, string | null][] = [
    ['an order trigger on payment', RecordKind.order, parts({ moment: Moment.payment }), null],
    ['an event trigger on payment', RecordKind.event, parts({ moment: Moment.payment }), 'moment: 事件触发器没有「收款」时机'],
    ['an event trigger on receipt', RecordKind.event, parts({ moment: Moment.receipt }), 'moment: 事件触发器没有「回执」时机'],
    ['an event trigger on approval requests', RecordKind.event, parts({ moment: Moment.approvalRequest }), 'moment: 事件触发器没有「审批申请」时机'],
    ['an event condition on its title and a custom value', RecordKind.event, parts({ conditions: [{ field: 'title' }, { field: 'values.机型' }] }), null],
    ['an event condition on the service group', RecordKind.event, parts({ conditions: [{ field: 'serviceGroupId' }] }), 'conditions: 事件没有字段「serviceGroupId」'],
    ['an order condition on the service group', RecordKind.order, parts({ conditions: [{ field: 'serviceGroupId' }] }), null],
    ['an event notifying its owner and creator', RecordKind.event, parts({ actions: [notify(['owner', 'creator'])] }), null],
    ['an event notifying a group leader', RecordKind.event, parts({ actions: [notify(['groupLeader'])] }), 'actions: 事件没有「服务组组长」'],
    ['an event webhook', RecordKind.event, parts({ actions: [{ kind: ActionKind.webhook, config: {} }] }), null],
    ['an event assignment', RecordKind.event, parts({ actions: [{ kind: ActionKind.assignGroup, config: {} }] }), 'actions: 事件触发器不能「指派给服务组」'],
    ['an order assignment', RecordKind.order, parts({ actions: [{ kind: ActionKind.assignGroup, config: {} }] }), null],
  ];
  it.each(cases)('%s', (_, kind, given, expected) => expect(kindMisfit(kind, given)).toBe(expected));

  it('lets every moment through on orders and exactly the first four on events', () => {
    expect(MOMENTS.filter((moment) => kindMisfit(RecordKind.order, parts({ moment })) === null)).toEqual(MOMENTS);
    expect(MOMENTS.filter((moment) => kindMisfit(RecordKind.event, parts({ moment })) === null)).toEqual([1, 2, 3, 4]);
  });
});
