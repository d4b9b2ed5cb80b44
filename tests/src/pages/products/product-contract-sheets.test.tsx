import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import SalesContractPage from '@/pages/contracts/sales-contract-page';
import AllProductPage from '@/pages/products/all-product-page';
import { useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');

async function open(path: string, page: ReactNode) {
  await t.open(path, '13800000001', <Route path={path}>{page}</Route>);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
const downloadNames = async () => ((await admin.get('/fileDownloadCenter/list')).json.data as DownloadItem[]).map((d) => d.name);

describe.each([
  ['/allProduct', <AllProductPage key="p" />, '导入产品', '/api/v2/product/importTemplate', /^产品档案\d{14}$/],
  ['/salesContract', <SalesContractPage key="c" />, '导入销售合同', '/api/v2/saleContract/importTemplate', /^销售合同\d{14}$/],
])('%s', (path, page, title, template, exported) => {
  it('exports the list into the download centre and offers the import of .xlsx or .csv with its template', async () => {
    const user = await open(path, page);
    await user.click(await screen.findByRole('button', { name: '导出' }, { timeout: 15_000 }));
    await waitFor(async () => expect((await downloadNames()).some((n) => exported.test(n))).toBe(true), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(title)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '下载导入模板' }).getAttribute('href')).toBe(template);
    // The picker offers both files the import reads.
    expect(dialog.querySelector('input[type=file]')?.getAttribute('accept')).toBe('.xlsx,.csv');
  }, 30_000);
});
