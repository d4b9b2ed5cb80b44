import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatAccountRow } from '@domain/online-chat/online-chat.schemas';
import { firstPageSettled, firstPageShown } from '@/app/shell/shell.slice';
import { CHAT_BADGE_KEY, useChatBadges } from '@/features/online-chat/hooks/use-chat-badges';
import { useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

const t = useClientServer();

/** The badge as the side menu gets it. */
function Badge() {
  return <output aria-label="在线客服角标">{useChatBadges()[CHAT_BADGE_KEY]}</output>;
}

describe('在线客服’s menu badge', () => {
  it('counts the chats waiting in the queue, once the first page has settled', async () => {
    const reception = await Client.signIn(t.app, '13800000006');
    // A web visitor writes while nobody has the desk open: the chat waits in the queue.
    const web = ((await reception.get(P.accounts)).json.data as ChatAccountRow[]).find((a) => a.channel === 'web')!;
    const { token } = (await reception.post(P.webLink, { accountId: web.id, name: '访客-角标' })).json.data;
    expect((await t.app.inject({ method: 'POST', url: `/api${P.visitorSend}`, payload: { token, clientMsgId: 'badge-00001', text: '在吗' } })).statusCode).toBe(200);
    const waiting = async () => (await reception.get(P.queueCount)).json.data as number;
    expect(await waiting()).toBeGreaterThan(0);

    const { store } = await t.open('/home', '13800000006', <Badge />);
    const badge = screen.getByRole('status', { name: '在线客服角标' });
    expect(badge.textContent).toBe('0');
    expect(Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'countChatQueue')).toBe(false);
    store.dispatch(firstPageShown());
    store.dispatch(firstPageSettled());
    await waitFor(async () => expect(badge.textContent).toBe(String(await waiting())));
  });
});
