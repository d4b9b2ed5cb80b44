import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { dingMessages } from '@server/db/schema/app-market';
import DingMessagesPage from '@/pages/app-market/ding-messages-page';
import { useClientServer } from '@tests/support/client-server';
import { enterpriseId, userIds } from '@tests/support/order-fixtures';

const t = useClientServer();

describe('/dingMessage', () => {
  beforeAll(async () => {
    // DINGs as the DingTalk sender would have left them: two to 张师傅 (one refused by the host), one to 李派单.
    const ep = await enterpriseId(t.app, '示例科技有限公司');
    const u = await userIds(t.app, ep);
    const ding = (receiver: string, content: string, failure = '') => ({
      enterpriseId: ep,
      senderId: u['王管理'],
      receiverId: u[receiver],
      subjectType: 1,
      subjectId: 1,
      subjectCode: 'GD20250101000001',
      kind: 1,
      content,
      state: failure ? 2 : 1,
      failure,
      hostDingId: failure ? '' : 'ding-1',
    });
    await t.app.db.system.insert(dingMessages).values([ding('张师傅', '请尽快上门'), ding('张师傅', '客户在催', '钉钉接口错误 (-1 system busy)'), ding('李派单', '请派单')]);
  });

  it('lists the DINGs, a failure with the host’s reason, beside the people they went to, and filters by receiver', async () => {
    await t.open('/dingMessage', '13800000001', <DingMessagesPage />);
    // The header row and one row per DING.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(screen.getByText('钉钉接口错误 (-1 system busy)')).toBeTruthy();
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    await u.click(await screen.findByRole('button', { name: '张师傅（2）' }));
    await waitFor(() => expect(screen.queryByText('请派单')).toBeNull());
    expect(screen.getAllByRole('row')).toHaveLength(3);

    await u.click(screen.getByRole('button', { name: '全部' }));
    await screen.findByText('请派单');
  });
});
