import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { CustomerDetail, CustomerRow } from '@domain/customers/customers.schemas';
import AllCustomerPage from '@/pages/customers/all-customer-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer({ page: '/allCustomer', signedInAs: '13800000001' });
const [admin] = useSignedIn(t, '13800000001');

describe('新增客户: the service address map position', () => {
  it('is picked by clicking the offline map and saved as the address’s longitude and latitude', async () => {
    renderWithStore(
      <Route path="/allCustomer">
        <AllCustomerPage />
      </Route>,
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: '新增客户' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入客户名称'), '地图选点客户');
    await user.type(within(dialog).getByPlaceholderText('客户账号电话，企业内唯一'), '13755556666');
    await user.type(within(dialog).getByLabelText('联系人1姓名'), '选点联系人');
    await user.type(within(dialog).getByLabelText('联系人1电话'), '13755557777');
    await user.click(within(dialog).getByRole('button', { name: '添加地址' }));
    await user.type(within(dialog).getByLabelText('地址1详细地址'), '科技园1号');

    await user.click(within(dialog).getByRole('button', { name: '地址1地图选点' }));
    const picker = await screen.findByRole('dialog', { name: '在地图上点击选择位置' });
    // The map opens on the whole of China; its middle is inside the country.
    const map = within(picker).getByRole('application', { name: '地图' });
    fireEvent.pointerDown(map, { button: 0, clientX: 400, clientY: 260, pointerId: 1 });
    fireEvent.pointerUp(map, { clientX: 400, clientY: 260, pointerId: 1 });
    await user.click(within(picker).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '地址1地图选点' }).textContent).toMatch(/^\d+\.\d+, \d+\.\d+$/));

    await user.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    const saved = await waitFor(
      async () => {
        const [row] = (await admin.get('/v2/customer/list?name=地图选点客户')).json.data as CustomerRow[];
        expect(row).toBeDefined();
        return (await admin.get(`/v2/customer/detail?id=${row.id}`)).json.data as CustomerDetail;
      },
      { timeout: 15_000 },
    );
    const [address] = saved.addresses;
    expect(address.lng).toBeGreaterThan(95);
    expect(address.lng).toBeLessThan(115);
    expect(address.lat).toBeGreaterThan(28);
    expect(address.lat).toBeLessThan(42);
  }, 60_000);
});
