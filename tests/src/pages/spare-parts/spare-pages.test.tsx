import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import SpareStockPage from '@/pages/spare-parts/spare-stock-page';
import SpareTypePage from '@/pages/spare-parts/spare-type-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/spareType', signedInAs: '13800000009' });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('/spareType 备件类型', () => {
  it('lists the types with their part counts and lets the keeper add one', async () => {
    const user = setup();
    renderWithStore(<SpareTypePage />);
    expect(within(await rowOf('空调配件')).getByText('4')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /新增类型/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '类型名称' }), '电梯配件');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(within(await rowOf('电梯配件')).getByText('0')).toBeTruthy();
  });

  it('refuses a name already taken, saying so', async () => {
    const user = setup();
    renderWithStore(<SpareTypePage />);
    await rowOf('空调配件');
    await user.click(await screen.findByRole('button', { name: /新增类型/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '类型名称' }), '净水配件');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('备件类型名称已存在')).toBeTruthy();
  });
});

describe('/spareStock 备件库存', () => {
  it('shows each part per warehouse and the warehouses with their keepers', async () => {
    const user = setup();
    renderWithStore(<SpareStockPage />);
    const row = await waitFor(() => screen.getAllByText('压缩机')[0].closest('tr')!);
    expect(within(row).getByText('总仓库')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '仓库' }));
    expect(within(await rowOf('浦西分仓')).getByText('郑仓管')).toBeTruthy();
  });

  it('searches a part code read by a hardware scanner at once (keys under 30 ms apart, ended by Enter)', async () => {
    renderWithStore(<SpareStockPage />);
    await waitFor(() => screen.getAllByText('压缩机'));
    const box = screen.getByRole('textbox', { name: '备件名称或编号' });
    vi.useFakeTimers({ toFake: ['Date'] }); // the keys arrive at one instant: a scanner, however busy the machine
    try {
      for (const key of 'MF-300') fireEvent.keyDown(box, { key });
      fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.queryByText('压缩机')).toBeNull());
    expect(screen.getAllByText('密封胶').length).toBeGreaterThan(0);
    expect((box as HTMLInputElement).value).toBe('MF-300');
  });
});

describe('/sparewarning 库存预警', () => {
  it('lists only the warehouse rows below their warning level', async () => {
    const user = setup();
    history.replaceState(null, '', '/spareStock');
    const stock = renderWithStore(<SpareStockPage />);
    await waitFor(() => screen.getAllByText('压缩机'));
    await user.click(screen.getByRole('combobox', { name: '仓库' }));
    await user.click(await screen.findByRole('option', { name: '浦西分仓' }));
    const row = await waitFor(() => within(screen.getByRole('table')).getAllByText('浦西分仓')[0].closest('tr')!);
    const part = row.querySelector('td')!.textContent!;
    await user.click(within(row).getByRole('button', { name: '设置预警' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('spinbutton', { name: '最低库存' }), '100000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    stock.unmount();

    history.replaceState(null, '', '/sparewarning');
    renderWithStore(<SpareStockPage />);
    const low = await waitFor(() => within(screen.getByRole('table')).getAllByText('低于预警'));
    const rows = screen.getAllByRole('row').slice(1);
    // Every row listed is below its level (before, every row of every warehouse was), the new one among them.
    expect(low).toHaveLength(rows.length);
    expect(rows.some((r) => r.querySelector('td')!.textContent === part && within(r).queryByText('浦西分仓'))).toBe(true);
    expect(within(screen.getByRole('table')).queryAllByText('总仓库')).toEqual([]);
  });
});
