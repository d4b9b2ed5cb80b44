import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CustomerSettingPage from '@/pages/settings/customer-setting-page';
import EnterpriseInfoPage from '@/pages/settings/enterprise-info-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/infomation/setting', signedInAs: '13800000001' });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const onServer = async () => (await (await fetch('/api/enterprise/info')).json()).data;

describe('/infomation/setting', () => {
  it("saves the enterprise's name and hotline, and shows the server's refusal of a bad hotline", async () => {
    const user = setup();
    renderWithStore(<EnterpriseInfoPage />);
    const name = (await screen.findByLabelText('企业名称')) as HTMLInputElement;
    expect(name.value).toBe('示例科技有限公司');
    await user.type(screen.getByLabelText('客服热线'), '400-CALL');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/客服热线只能包含数字/)).toBeTruthy();

    await user.clear(screen.getByLabelText('客服热线'));
    await user.type(screen.getByLabelText('客服热线'), '400-800-6688');
    await user.clear(name);
    await user.type(name, '示例科技集团');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(async () => expect(await onServer()).toMatchObject({ name: '示例科技集团', hotline: '400-800-6688' }));
  });
});

describe('/customerSetting', () => {
  it('adds a customer tag that the customer screens then offer', async () => {
    const user = setup();
    renderWithStore(<CustomerSettingPage />);
    await user.click(await screen.findByRole('button', { name: /新增客户标签/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入标签名称'), 'VIP客户');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('VIP客户')).toBeTruthy();
    const tags = (await (await fetch('/api/v2/epTag/list?code=4')).json()).data as { name: string }[];
    expect(tags.map((tag) => tag.name)).toContain('VIP客户');
  });
});
