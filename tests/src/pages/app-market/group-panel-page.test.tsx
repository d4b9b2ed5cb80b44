import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coolAppGroups } from '@server/db/schema/app-market';
import { customers } from '@server/db/schema';
import GroupPanelPage from '@/pages/app-market/group-panel-page';
import { useClientServer } from '@tests/support/client-server';
import { enterpriseId, userIds } from '@tests/support/order-fixtures';

const t = useClientServer();
let customerName = '';

describe('/coolApp/coolAppPanelGroup opened from a DingTalk group', () => {
  beforeAll(async () => {
    // A group bound as the cool app would have left it (binding itself needs DingTalk: the server tests do it).
    const ep = await enterpriseId(t.app, '示例科技有限公司');
    const [customer] = await t.app.db.system.select({ id: customers.id, name: customers.name }).from(customers).where(eq(customers.enterpriseId, ep)).limit(1);
    customerName = customer.name;
    const u = await userIds(t.app, ep);
    await t.app.db.system.insert(coolAppGroups).values({ enterpriseId: ep, openConversationId: 'cidBoundGroup==', customerId: customer.id, outTrackId: 'fsm-panel-test', createdBy: u['王管理'] });
  });

  it('a bound group shows its customer’s panel, and can be bound again', async () => {
    await t.open('/coolApp/coolAppPanelGroup?openConversationId=cidBoundGroup%3D%3D', '13800000001', <GroupPanelPage />);
    await screen.findByText(`群控制面板 · ${customerName}`);
    expect(screen.queryByRole('form', { name: '绑定本群' })).toBeNull();
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(screen.getByRole('button', { name: '更换绑定' }));
    expect(screen.getByRole('form', { name: '绑定本群' })).toBeTruthy();
  });

  it('a group not bound yet asks to be bound, naming what is missing', async () => {
    await t.open('/coolApp/coolAppPanelGroup?openConversationId=cidNewGroup', '13800000001', <GroupPanelPage />);
    await screen.findByText('本群尚未绑定客户或团队，请先绑定');
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(screen.getByRole('button', { name: '绑定' }));
    await screen.findByText('请选择客户');
  });
});
