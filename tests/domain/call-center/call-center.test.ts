import { describe, expect, it } from 'vitest';
import { AGENT_STATE_NAMES, AGENT_STATES, GATEWAY_STATE_NAMES, GATEWAY_STATES } from '@domain/call-center/call-center.constants';
import { foldCallEvent, type CallEvent, type CallFacts } from '@domain/call-center/call-events';
import { mmss } from '@domain/common/durations';
import { agentStateFor, seatMachine, type SeatOpValue } from '@domain/call-center/seat.machine';
import { Role } from '@domain/shell/roles';
import { toneWav } from '../../../container-mocks/fake-telephony';

const me = { enterpriseId: 1, userId: 7, role: Role.reception };
const seat = (gatewayState: (typeof GATEWAY_STATES)[number], currentCallId: string | null = null) => ({ gatewayState, userId: 7, currentCallId });

describe('the spec’s seat states', () => {
  it('names gateway states 0–8 and agent states 1–17 and 255', () => {
    expect(GATEWAY_STATES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Object.values(GATEWAY_STATE_NAMES)).toEqual(['离线', '已签入', '已签出', '忙碌', '空闲', '话后处理', '空闲', '通话中', '小休']);
    expect(AGENT_STATES).toEqual([...Array.from({ length: 17 }, (_, i) => i + 1), 255]);
    expect(AGENT_STATE_NAMES[1]).toBe('空闲');
    expect(AGENT_STATE_NAMES[17]).toBe('耳语');
    expect(AGENT_STATE_NAMES[255]).toBe('异常');
  });
});

describe('seat machine', () => {
  const cases: [string, ReturnType<typeof seat>, SeatOpValue, boolean | number][] = [
    ['offline signs in to idle', seat(0), 'signIn', 4],
    ['signed out signs in', seat(2), 'signIn', 4],
    ['idle cannot sign in again', seat(4), 'signIn', false],
    ['idle chooses busy', seat(4), 'busy', 3],
    ['busy chooses idle', seat(3), 'idle', 4],
    ['wrap-up chooses idle', seat(5), 'idle', 4],
    ['idle cannot choose idle', seat(4), 'idle', false],
    ['offline cannot choose busy', seat(0), 'busy', false],
    ['talking cannot choose busy', seat(7, 'c1'), 'busy', false],
    ['idle signs out', seat(4), 'signOut', 2],
    ['talking cannot sign out', seat(7, 'c1'), 'signOut', false],
    ['idle dials', seat(4), 'dial', true],
    ['busy dials', seat(3), 'dial', true],
    ['offline cannot dial', seat(0), 'dial', false],
    ['talking cannot dial', seat(7, 'c1'), 'dial', false],
    ['talking hangs up', seat(7, 'c1'), 'hangUp', true],
    ['idle without a call cannot hang up', seat(4), 'hangUp', false],
    ['talking transfers', seat(7, 'c1'), 'transfer', true],
  ];
  it.each(cases)('%s', (_name, s, op, expected) => {
    const verdict = seatMachine.decide(s, me, op);
    if (expected === false) expect(verdict).toMatchObject({ ok: false, status: 409 });
    else expect(verdict).toEqual(expected === true ? { ok: true } : { ok: true, to: expected });
  });
  it('another user never moves the seat (403)', () => {
    expect(seatMachine.decide(seat(4), { ...me, userId: 8 }, 'busy')).toMatchObject({ ok: false, status: 403 });
  });
  it('agent states follow the gateway states the app sets', () => {
    expect([4, 3, 5, 7, 2].map((g) => agentStateFor(g as 4))).toEqual([1, 4, 2, 9, null]);
  });
});

describe('call events fold into one record', () => {
  const t = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s));
  const e = (kind: CallEvent['kind'], s: number, extra: Partial<CallEvent> = {}): CallEvent => ({ kind, callId: 'c', type: 2, caller: '139', callee: '8001', extension: '8001', at: t(s), ...extra });
  const run = (events: CallEvent[]) => {
    let facts: CallFacts | null = null;
    let changes = 0;
    for (const ev of events) {
      const next = foldCallEvent(facts, ev);
      if (next) {
        facts = next;
        changes++;
      }
    }
    return { facts: facts!, changes };
  };
  const orders: [string, CallEvent[], Partial<CallFacts>][] = [
    ['in order', [e('ringing', 0), e('answered', 10), e('ended', 70, { durationSec: 60 })], { phase: 3, pickup: 1, duration: 60, wait: 10 }],
    ['each twice', [e('ringing', 0), e('ringing', 0), e('answered', 10), e('answered', 10), e('ended', 70, { durationSec: 60 }), e('ended', 70, { durationSec: 60 })], { phase: 3, pickup: 1, duration: 60, wait: 10 }],
    ['ended before answered', [e('ringing', 0), e('ended', 70, { durationSec: 60 }), e('answered', 10)], { phase: 3, pickup: 1, duration: 60, wait: 10 }],
    ['ended first of all', [e('ended', 70, { durationSec: 60 }), e('answered', 10), e('ringing', 0)], { phase: 3, pickup: 1, duration: 60, wait: 10, ringAt: t(0) }],
    ['missed', [e('ringing', 0), e('ended', 25)], { phase: 3, pickup: 0, duration: 0, wait: 25 }],
    ['ringing only', [e('ringing', 0)], { phase: 1, pickup: 0 }],
  ];
  it.each(orders)('%s', (_name, events, expected) => {
    expect(run(events).facts).toMatchObject(expected);
  });
  it('a repeat changes nothing', () => {
    expect(run([e('ringing', 0), e('ringing', 0), e('ended', 9), e('ended', 9)]).changes).toBe(2);
  });
});

describe('mm:ss', () => {
  it.each([
    [0, '00:00'],
    [59, '00:59'],
    [61, '01:01'],
    [3600, '60:00'],
  ])('%i s is %s', (s, text) => expect(mmss(s)).toBe(text));
});

it('the fake provider’s recording is a playable WAV', () => {
  const wav = toneWav(1);
  expect(wav.subarray(0, 4).toString()).toBe('RIFF');
  expect(wav.length).toBe(44 + 8000);
});
