import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enterprises, notificationDeliveries } from '@server/db/schema';
import ApplyMessagePage from '@/pages/message-setting/apply-message-page';
import MessageSettingPage from '@/pages/message-setting/message-setting-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/messageSetting', signedInAs: '13800000001' });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rulesOnServer = async () => (await (await fetch('/api/notification/rule/list')).json()).data as any[];

describe('message setting page', () => {
  it('lists every trigger with the in-app notice on by default and SMS off', async () => {
    renderWithStore(<MessageSettingPage />);
    expect(await screen.findByText('工单创建后')).toBeTruthy();
    expect(screen.getByText('库存预警')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('switch', { name: '工单创建后站内消息' }).getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByRole('switch', { name: '工单创建后短信' }).getAttribute('aria-checked')).toBe('false');
  });

  it('edits a rule with the variable picker and a live preview, refusing an unknown variable', async () => {
    const user = setup();
    renderWithStore(<MessageSettingPage />);
    await user.click(await screen.findByRole('button', { name: '设置工单完成后短信' }));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByLabelText('消息模板') as HTMLTextAreaElement;
    await user.clear(text);
    await user.type(text, '您的工单已完成');
    text.setSelectionRange(4, 4);
    await user.click(within(dialog).getByRole('button', { name: '订单编号' }));
    expect(text.value).toBe('您的工单{{订单编号}}已完成');
    expect(within(dialog).getByTestId('template-preview').textContent).toBe('您的工单GD20240601001已完成');

    fireEvent.change(text, { target: { value: '工单{{工单号}}' } });
    expect(await within(dialog).findByText('未知变量：{{工单号}}')).toBeTruthy();
    fireEvent.change(text, { target: { value: '您的工单{{订单编号}}已完成，客服热线{{客服热线}}' } });
    await user.click(within(dialog).getByRole('switch', { name: '开启通知' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择接收人')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: '客户' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(async () =>
      expect((await rulesOnServer()).find((r) => r.trigger === 'order.finished' && r.channel === 'sms')).toMatchObject({
        enabled: true,
        recipients: [120],
        template: '您的工单{{订单编号}}已完成，客服热线{{客服热线}}',
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: '工单完成后短信' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('switches a rule off from the table', async () => {
    const user = setup();
    renderWithStore(<MessageSettingPage />);
    await user.click(await screen.findByRole('switch', { name: '工单派单后站内消息' }));
    await waitFor(async () => expect((await rulesOnServer()).find((r) => r.trigger === 'order.dispatched' && r.channel === 'notice').enabled).toBe(false));
  });

  it('lists failed deliveries with their reason', async () => {
    const [paid] = await t.app.db.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '示例科技有限公司'));
    await t.app.db.system.insert(notificationDeliveries).values({
      enterpriseId: paid.id,
      channel: 'sms',
      trigger: 'order.created',
      address: '13900000088',
      content: '【示例】工单GD-UI已创建',
      state: 'failed',
      attempts: 3,
      lastError: '短信网关不可用',
    });
    const user = setup();
    renderWithStore(<MessageSettingPage />);
    await user.click(await screen.findByRole('tab', { name: /发送失败/ }));
    expect(await screen.findByText('短信网关不可用')).toBeTruthy();
    expect(screen.getByText('13900000088')).toBeTruthy();
  });

  it('explains that work messages need a WeCom or DingTalk installation, then offers them once the host can receive them', async () => {
    const user = setup();
    const view = renderWithStore(<MessageSettingPage />);
    await user.click(await screen.findByRole('tab', { name: '工作消息' }));
    expect(await screen.findByText('企业从企业微信或钉钉安装本应用后，可在此开启工作消息通知。')).toBeTruthy();
    view.unmount();

    // As when the enterprise came from a configured host (host-messages.test.ts sends through the fake platforms).
    t.app.notifications.useHostSender({ connected: async () => true, send: async () => null, confirm: async () => undefined });
    renderWithStore(<MessageSettingPage />);
    await user.click(await screen.findByRole('tab', { name: '工作消息' }));
    const accepted = await screen.findByRole('switch', { name: '工单接单后企业微信/钉钉工作消息' });
    expect(accepted.getAttribute('aria-checked')).toBe('false');
    // Off with no recipients by default: switching it on asks for them first.
    await user.click(accepted);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '创建人' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const hostRules = async () => (await (await fetch('/api/enterprise/objnotifysetting/dingTalk')).json()).data.rules as any[];
    await waitFor(async () => expect((await hostRules()).find((r) => r.trigger === 'order.accepted')).toMatchObject({ enabled: true, recipients: [101] }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '工单接单后企业微信/钉钉工作消息' }).getAttribute('aria-checked')).toBe('true'));
  });

  it('adds an SMS template', async () => {
    const user = setup();
    renderWithStore(<MessageSettingPage />);
    await user.click(await screen.findByRole('tab', { name: '短信模板' }));
    await user.click(await screen.findByRole('button', { name: /新增短信模板/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入模板名称'), '完工回访');
    await user.click(within(dialog).getByRole('button', { name: '客户名称' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('{{客户名称}}')).toBeTruthy();
  });
});

describe('SMS signature page', () => {
  it('applies for a signature that then waits for the platform', async () => {
    const user = setup();
    renderWithStore(<ApplyMessagePage />);
    expect(await screen.findByText('尚未申请短信签名')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('如企业简称，2到12个字'), '示例科技');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('【示例科技】')).toBeTruthy();
    expect(screen.getByText('审核中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交申请' }).hasAttribute('disabled')).toBe(true);
  });
});
