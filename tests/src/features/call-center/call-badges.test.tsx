import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallCenterPaths as P } from '@domain/call-center/call-center.paths';
import { businessDay } from '@domain/cycle-plans/cycle';
import { firstPageSettled, firstPageShown } from '@/app/shell/shell.slice';
import { CALL_RECORDS_BADGE_KEY, useCallBadges } from '@/features/call-center/hooks/use-call-badges';
import { useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

const t = useClientServer();

/** The badge as the side menu gets it. */
function Badge() {
  return <output aria-label="通话记录角标">{useCallBadges()[CALL_RECORDS_BADGE_KEY]}</output>;
}

describe('通话记录’s menu badge', () => {
  it('counts today’s missed inbound calls of the seat, once the first page has settled', async () => {
    const reception = await Client.signIn(t.app, '13800000006');
    expect((await reception.post(P.seatState, { op: 'signIn' })).statusCode).toBe(200);
    const rang = await reception.post(P.simulate, { action: 'ring', phone: '13912340777', extension: '8001' });
    expect(rang.statusCode, rang.body).toBe(200);
    // The caller hangs up before the seat answers: a missed call.
    expect((await reception.post(P.simulate, { action: 'hangup', callId: rang.json.data.callId })).statusCode).toBe(200);
    const today = businessDay(new Date());
    const missed = async () => (await reception.get(`${P.recordCount}?type=2&pickup=0&startDate=${today}&endDate=${today}`)).json.data as number;
    await waitFor(async () => expect(await missed()).toBeGreaterThan(0));

    const { store } = await t.open('/home', '13800000006', <Badge />);
    const badge = screen.getByRole('status', { name: '通话记录角标' });
    expect(badge.textContent).toBe('0');
    expect(Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'countCalls')).toBe(false);
    // What the shell does once the first page is shown and its reads are done.
    store.dispatch(firstPageShown());
    store.dispatch(firstPageSettled());
    await waitFor(async () => expect(badge.textContent).toBe(String(await missed())));
  });
});
