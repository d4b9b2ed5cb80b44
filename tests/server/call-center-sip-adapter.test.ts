import { describe, expect, it } from 'vitest';
import { SeatRoutedTelephony, SipTelephony } from '@server/modules/call-center/sip.adapter';
import { TelephonyRefused, type TelephonyAdapter, type TelephonySeat } from '@server/modules/call-center/telephony';

/** A provider that only notes which command reached it. */
function recordingProvider(heard: string[]): TelephonyAdapter {
  const note = (name: string) => async () => void heard.push(name);
  return {
    name: 'provider',
    check: note('check'),
    signIn: note('signIn'),
    signOut: note('signOut'),
    setState: note('setState'),
    dialOut: async () => (heard.push('dialOut'), { callId: 'provider-1' }),
    hangUp: note('hangUp'),
    transfer: note('transfer'),
    onEvent: () => () => {},
  };
}

const providerSeat: TelephonySeat = { enterpriseId: 1, userId: 2, line: '4008006688', extension: '8001', sipUser: null };
const sipSeat: TelephonySeat = { ...providerSeat, sipUser: '8001' };

describe('each seat’s commands go to its own path', () => {
  it.each([
    ['signIn', (t: TelephonyAdapter, s: TelephonySeat) => t.signIn(s)],
    ['signOut', (t: TelephonyAdapter, s: TelephonySeat) => t.signOut(s)],
    ['setState', (t: TelephonyAdapter, s: TelephonySeat) => t.setState(s, 'busy')],
    ['dialOut', (t: TelephonyAdapter, s: TelephonySeat) => t.dialOut(s, '13912340001')],
    ['hangUp', (t: TelephonyAdapter, s: TelephonySeat) => t.hangUp(s, 'c1')],
    ['transfer', (t: TelephonyAdapter, s: TelephonySeat) => t.transfer(s, 'c1', providerSeat)],
  ])('%s: a seat without a SIP account reaches the provider, a SIP seat never does', async (name, command) => {
    const heard: string[] = [];
    const routed = new SeatRoutedTelephony(recordingProvider(heard));
    await command(routed, providerSeat);
    expect(heard).toEqual([name]);
    await command(routed, sipSeat).catch((e: unknown) => expect(e).toBeInstanceOf(TelephonyRefused));
    expect(heard).toEqual([name]);
  });

  it('the SIP path gives each dial-out a fresh call id and leaves hang-up to the page', async () => {
    const sip = new SipTelephony();
    const [a, b] = [await sip.dialOut(), await sip.dialOut()];
    expect(a.callId).toMatch(/^sip-[0-9a-f-]{36}$/);
    expect(a.callId).not.toBe(b.callId);
    await expect(sip.hangUp()).rejects.toMatchObject({ code: 'SIP_IN_PAGE' });
  });

  it.each([
    ['another SIP seat', { ...sipSeat, userId: 3, extension: '8002', sipUser: '8002' }, null],
    ['a number', { phone: '13900000099' }, null],
    ['a seat on the provider’s path', { ...providerSeat, userId: 3, extension: '8002' }, 'SIP_TARGET_NOT_SIP'],
  ] as const)('the SIP path agrees to transfer to %s (the page REFERs), or refuses', async (_name, to, refusal) => {
    const transfer = new SipTelephony().transfer(sipSeat, 'sip-c1', to);
    if (refusal) await expect(transfer).rejects.toMatchObject({ code: refusal });
    else await expect(transfer).resolves.toBeUndefined();
  });
});
