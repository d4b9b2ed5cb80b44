import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import OldPartsPage from '@/pages/spare-parts/old-parts-page';
import OldPartsScanPage from '@/pages/spare-parts/old-parts-scan-page';
import SpareOutInPage from '@/pages/spare-parts/spare-out-in-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/oldPartsRecyle', signedInAs: '13800000009' });

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const rowWith = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const chooseOption = async (user: ReturnType<typeof setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

let waitingCode = '';

describe('/oldPartsRecyle 旧件回收', () => {
  it('lists the recycle records, and the old-part store with its management', async () => {
    const user = setup();
    renderWithStore(<OldPartsPage />);
    const waiting = await rowWith('电容 ×2个');
    expect(within(waiting).getByText('待回收')).toBeTruthy();
    expect(within(waiting).getByText('拆机原因：电容鼓包；外观：完好')).toBeTruthy();
    waitingCode = within(waiting).getByText(/^JJ\d{8}$/).textContent!;
    expect(within(await rowWith('压缩机 ×1台')).getByText('已回收·浦西分仓·郑仓管')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '旧件库存' }));
    const stored = await rowWith('压缩机');
    expect(within(stored).getByText('浦西分仓')).toBeTruthy();
    await user.click(within(stored).getByRole('button', { name: '报废' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '处理记录' }));
    expect(within(await rowWith('旧件报废')).getByText('压缩机 ×1台')).toBeTruthy();
  });

  it('opens the tab its query names: the template lists its fields and keepers add one', async () => {
    const user = setup();
    history.replaceState(null, '', '/oldPartsRecyle?tab=params');
    renderWithStore(<OldPartsPage />);
    expect(within(await rowWith('外观')).getByText('完好、破损')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '新增参数' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '参数名称' }), '序列号');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(await rowWith('序列号')).toBeTruthy();
  });
});

describe('/oldPartsRecyle/scan 扫码收件', () => {
  it('adds a scanned form to the batch and receives the batch into the chosen warehouse', async () => {
    const user = setup();
    renderWithStore(<OldPartsScanPage />);
    const box = screen.getByRole('textbox', { name: '回收单号' });
    vi.useFakeTimers({ toFake: ['Date'] }); // the keys arrive at one instant: a scanner, however busy the machine
    try {
      for (const key of waitingCode) fireEvent.keyDown(box, { key });
      fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    } finally {
      vi.useRealTimers();
    }
    expect(within(await rowWith(waitingCode)).getByText('电容 ×2个')).toBeTruthy();
    await chooseOption(user, '收件仓库', '浦西分仓');
    await user.click(screen.getByRole('button', { name: /确认收件/ }));
    expect(await screen.findByText('已收件：1张')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(waitingCode)).toBeNull());
  });

  it('looks up a code typed by hand when Enter is pressed, and says so when it is not a form', async () => {
    renderWithStore(<OldPartsScanPage />);
    const box = screen.getByRole('textbox', { name: '回收单号' });
    fireEvent.change(box, { target: { value: 'JJ99999999' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(await screen.findByText('没有找到回收单 JJ99999999')).toBeTruthy();
  });
});

describe('scanning into a movement form’s part picker', () => {
  it('a scanned part code takes the first line, and scanning it again adds one', async () => {
    renderWithStore(<SpareOutInPage />);
    const box = await screen.findByRole('textbox', { name: '扫码添加备件' });
    const scan = async () => {
      vi.useFakeTimers({ toFake: ['Date'] }); // the keys arrive at one instant: a scanner, however busy the machine
      try {
        for (const key of 'MF-300') fireEvent.keyDown(box, { key });
        fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
      } finally {
        vi.useRealTimers();
      }
    };
    await scan();
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: '第1行备件' })).getByText(/^密封胶/)).toBeTruthy());
    await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false));
    await scan();
    await waitFor(() => expect((screen.getByRole('textbox', { name: '第1行数量' }) as HTMLInputElement).value).toBe('2'));
    expect(screen.queryByRole('combobox', { name: '第2行备件' })).toBeNull();
  });
});
