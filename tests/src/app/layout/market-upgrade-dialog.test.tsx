import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketCorps } from '@server/db/schema/app-market';
import { UpgradeDialog } from '@/app/layout/upgrade-dialog';
import { useClientServer } from '@tests/support/client-server';
import { enterpriseId } from '@tests/support/order-fixtures';

const t = useClientServer();
const CORP = 'dingupgradecorp01';

describe('the free edition installed from the DingTalk market, inside DingTalk', () => {
  beforeAll(async () => {
    // The demo's free enterprise as a corp that installed the app from DingTalk's market.
    const ep = await enterpriseId(t.app, '免费体验工作室');
    await t.app.db.system.insert(marketCorps).values({ host: 'dingtalk', corpId: CORP, permanentCode: 'permanent', enterpriseId: ep });
    // DingTalk PC marks the app's frame (dingtalk-jsapi's own rule), so the page knows it is inside DingTalk.
    (window as unknown as { dingtalk: unknown }).dingtalk = { platform: { invokeAPI: () => undefined } };
  });
  afterAll(async () => {
    await t.app.db.system.delete(marketCorps).where(and(eq(marketCorps.host, 'dingtalk'), eq(marketCorps.corpId, CORP)));
  });

  it('leads the upgrade into 应用内购买, where the market sells it, instead of the hotline and QR code', async () => {
    await t.open('/guideOne', '13800000011', <UpgradeDialog feature="人员标签" visible onClose={() => undefined} />);
    const link = await screen.findByRole('link', { name: '去应用市场购买' });
    expect(screen.getByText('「人员标签」是专业版功能，可在应用市场购买后使用。')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '付费升级二维码' })).toBeNull();
    await userEvent.setup().click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/iap'));
  });
});
