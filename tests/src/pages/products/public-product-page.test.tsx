import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import PublicProductPage from '@/pages/products/public-product-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');
let unitId: number;
let token: string;

beforeAll(async () => {
  const product = (await admin.post('/v2/product/save', { name: '组件测试热水器', model: 'RS-9' })).json.data;
  const unit = (await admin.post('/v2/customer/production/save', { productId: product.id, serialNumber: 'CT-0001', purchaseDate: '2020-01-01', warrantyPeriod: 1, warrantyUnit: 3 })).json.data;
  unitId = unit.id;
  token = (await admin.post('/productQR/generateDownloadQrUrl', { customerProductIds: [unit.id] })).json.data.codes[0].token;
}, 60_000);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const renderAt = (path: string) => {
  t.forgetSession();
  t.visit(path);
  return renderWithStore(
    <Route path="/qr/:token">
      <PublicProductPage />
    </Route>,
  );
};

describe('the public page of a scanned product code', () => {
  it('shows the product and its warranty to someone who is not signed in, and sends their request', async () => {
    renderAt(`/qr/${token}`);
    expect(await screen.findByText('示例科技有限公司')).toBeTruthy();
    expect(screen.getByText('组件测试热水器')).toBeTruthy();
    expect(screen.getByText('CT-0001')).toBeTruthy();
    expect(screen.getByText('已过保')).toBeTruthy();
    // Account holders report in the enterprise's portal, the product chosen there (tests/e2e/portal.test.ts follows the link).
    expect(screen.getByRole('link', { name: '登录客户门户报修' }).getAttribute('href')).toBe(`/portal/demo000001?qr=${token}#/report`);
    // The enterprise chats on the web: 在线咨询 opens its chat about this product, kept for the next visit (tests/server/online-chat.test.ts reads the session).
    const chat = new URL(screen.getByRole('link', { name: '在线咨询' }).getAttribute('href')!, location.origin);
    expect(chat.pathname).toBe('/kefu/chat');
    expect(localStorage.getItem(`qr-chat:${token}`)).toBe(chat.searchParams.get('token'));
    const u = user();
    await u.type(screen.getByPlaceholderText('您的称呼'), '刘女士');
    await u.type(screen.getByPlaceholderText('方便联系您的电话'), '13700001234');
    await u.type(screen.getByPlaceholderText('请描述故障现象或需要的服务'), '热水器不加热');
    await u.click(screen.getByRole('button', { name: '提交报修' }));
    expect(await screen.findByText('已提交，客服会尽快与您联系')).toBeTruthy();
    await waitFor(async () => {
      const detail = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unitId}`)).json.data;
      expect(detail.requests.map((r: { description: string }) => r.description)).toEqual(['热水器不加热']);
    });
  });

  it('continues the kept chat link on the next visit, and replaces one the server no longer answers', async () => {
    const chatLink = async () => new URL((await screen.findByRole('link', { name: '在线咨询' })).getAttribute('href')!, location.origin).searchParams.get('token')!;
    localStorage.removeItem(`qr-chat:${token}`);
    const { unmount } = renderAt(`/qr/${token}`);
    const first = await chatLink();
    await waitFor(() => expect(localStorage.getItem(`qr-chat:${token}`)).toBe(first));
    unmount();
    const again = renderAt(`/qr/${token}`);
    expect(await chatLink()).toBe(first);
    again.unmount();
    // A link of no entry of this enterprise (voided, or never its own): the page is given a new one and keeps that.
    const voided = `${first.split('.')[0]}.${'A'.repeat(43)}`;
    localStorage.setItem(`qr-chat:${token}`, voided);
    renderAt(`/qr/${token}`);
    const fresh = await chatLink();
    expect([fresh === voided, fresh === first]).toEqual([false, false]);
    await waitFor(() => expect(localStorage.getItem(`qr-chat:${token}`)).toBe(fresh));
  });

  it('keeps the request from going out with a bad phone, saying why', async () => {
    renderAt(`/qr/${token}`);
    const u = user();
    await u.type(await screen.findByPlaceholderText('您的称呼'), '刘女士');
    await u.type(screen.getByPlaceholderText('方便联系您的电话'), '电话');
    await u.type(screen.getByPlaceholderText('请描述故障现象或需要的服务'), '再次报修');
    await u.click(screen.getByRole('button', { name: '提交报修' }));
    expect(await screen.findByText('请输入正确的联系电话')).toBeTruthy();
    const detail = (await admin.get(`/v2/customer/production/detail?customerProductionId=${unitId}`)).json.data;
    expect(detail.requests).toHaveLength(1);
  });

  it('says the code does not exist for an unknown token', async () => {
    renderAt('/qr/AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByText('二维码不存在')).toBeTruthy();
  });
});
