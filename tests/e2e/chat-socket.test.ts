import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Role } from '@domain/shell/roles';
import { appInBrowser } from './support';

const app = appInBrowser();

/** The bell says 消息中心（N条未读） while there are unread notices. */
const unreadOf = async (bell: Locator) => Number(/（(\d+)条未读）/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

describe('the chat socket', () => {
  it('refreshes the notice bell at once when a notice is made for the user, without waiting for the poll', async () => {
    const dispatcher = await app.signedIn('13800000002');
    const bell = dispatcher.getByRole('button', { name: /^消息中心/ });
    await bell.waitFor();
    const before = await unreadOf(bell);

    // The administrator publishes an announcement to dispatchers; its delivery job puts the notices.
    const admin = await app.signedIn('13800000001');
    const published = await admin.evaluate(async (roles) => {
      const info = (await (await fetch('/api/v2/sessionUser/info')).json()) as { data: { csrfToken: string } };
      const res = await fetch('/api/announcement/publish', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: '今晚系统维护', content: '22:00 起暂停服务半小时', roles, ctoken: info.data.csrfToken }),
      });
      return res.status;
    }, [Role.dispatcher]);
    expect(published).toBe(200);

    // The bell polls once a minute; the socket's push brings the new count within seconds.
    await expect.poll(() => unreadOf(bell), { timeout: 15_000 }).toBe(before + 1);
  });
});
