import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactRow } from '@domain/customers/customers.schemas';
import type { SearchPlan } from '@domain/search-plans/search-plans.schemas';
import { PlanTable } from '@/features/cycle-plans/components/plan-table';
import AllProductPage from '@/pages/products/all-product-page';
import ContactManagePage from '@/pages/customers/contact-manage-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

// useSearchPlanFilters, the one way a list screen gets saved search plans: shown here on a filter-panel
// list (contacts), a toolbar list (product archive) and a table inside a detail page (no plans).
const t = useClientServer({ page: '/', signedInAs: '13800000001' });
const [admin] = useSignedIn(t, '13800000001');
afterEach(() => {
  cleanup();
});

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
function renderPage(path: string, page: ReactElement) {
  t.visit(path);
  return renderWithStore(page);
}
const savePlan = async (listKey: string, name: string, conditions: Record<string, unknown>, isDefault = false) =>
  (await admin.post('/search/plan/save', { listKey, name, conditions, isDefault })).json.data as SearchPlan;
const contactNames = async (query: string) =>
  ((await admin.get(`/v2/customer/epLinkPersonList?pageSize=100&${query}`)).json.data as ContactRow[]).map((c) => c.name).sort();
const shownContacts = () => within(screen.getByRole('table')).queryAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent?.replace('默认', '').trim());

describe('saved search plans on a list screen', () => {
  it('opens /contactManage with the default plan applied, and a chosen plan replaces the filters and reloads', async () => {
    const [first, second] = ((await admin.get('/v2/customer/list?pageSize=10')).json.data as { name: string }[]).map((c) => c.name);
    await savePlan('contactManage', '第一个客户', { customerName: first }, true);
    await savePlan('contactManage', '第二个客户', { customerName: second });
    const firstContacts = await contactNames(`customerName=${encodeURIComponent(first)}`);
    const secondContacts = await contactNames(`customerName=${encodeURIComponent(second)}`);
    expect(firstContacts).not.toEqual(secondContacts);

    renderPage('/contactManage', <ContactManagePage />);
    await waitFor(() => expect(screen.getByLabelText('客户名称')).toHaveProperty('value', first), { timeout: 15_000 });
    await waitFor(() => expect(shownContacts().sort()).toEqual(firstContacts), { timeout: 15_000 });

    const u = user();
    await u.click(screen.getByRole('button', { name: '搜索方案' }));
    await u.click(await screen.findByRole('menuitem', { name: /第二个客户/ }));
    expect(screen.getByLabelText('客户名称')).toHaveProperty('value', second);
    await waitFor(() => expect(shownContacts().sort()).toEqual(secondContacts), { timeout: 15_000 });
  }, 30_000);

  it('saves the keyword of /allProduct as the default plan through the menu; the list opens with it next time', async () => {
    const u = user();
    const first = renderPage('/allProduct', <AllProductPage />);
    expect(await screen.findByText('空气净化器', {}, { timeout: 15_000 })).toBeTruthy();
    await u.type(screen.getByLabelText('搜索产品名称或型号'), 'RO-800');
    // happy-dom's Enter lacks the keyCode Arco reads; the search icon does the same.
    await u.click(document.querySelector('.arco-input-search .arco-icon-search')!);
    await waitFor(() => expect(screen.queryByText('空气净化器')).toBeNull(), { timeout: 15_000 });
    await u.click(screen.getByRole('button', { name: '保存方案' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByLabelText('方案名称'), '净水机');
    await u.click(within(dialog).getByText('设为默认方案'));
    await u.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect((await admin.get('/search/plan/default?listKey=allProduct')).json.data).toMatchObject({ name: '净水机', conditions: { keyword: 'RO-800' } }));
    first.unmount();

    renderPage('/allProduct', <AllProductPage />);
    await waitFor(() => expect(screen.getByLabelText('搜索产品名称或型号')).toHaveProperty('value', 'RO-800'), { timeout: 15_000 });
    expect(await screen.findByText('商用净水机', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText('空气净化器')).toBeNull();
  }, 30_000);

  it('offers no plans for the same table inside a detail page (no listKey)', async () => {
    renderPage('/allCustomer', <PlanTable customerId={1} detailHref={(id) => `/cyclePlan/${id}`} />);
    expect(await screen.findByPlaceholderText('搜索计划名称')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '搜索方案' })).toBeNull();
  });
});
