import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { SparePartRow } from '@domain/spare-parts/spare-parts.schemas';
import SpareDetailPage from '@/pages/spare-parts/spare-detail-page';
import SpareListPage from '@/pages/spare-parts/spare-list-page';
import { useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');

async function open(path: string, route: string, page: ReactNode) {
  await t.open(path, '13800000001', <Route path={route}>{page}</Route>);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('/spareList 备件字段 (template centre basic-info type 4)', () => {
  it('offers the administrator the field designer, and the part form fills the custom fields', async () => {
    const user = await open('/spareList', '/spareList', <SpareListPage />);
    expect(await screen.findByRole('button', { name: '字段设置' })).toBeTruthy();
    const row = (await screen.findByRole('button', { name: 'RO反渗透膜' }, { timeout: 8000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const brand = within(await within(dialog).findByRole('group', { name: '品牌' }, { timeout: 8000 })).getByRole('textbox');
    expect((brand as HTMLInputElement).value).toBe('陶氏');
    await user.clear(brand);
    await user.type(brand, '大金');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const saved = (await admin.get('/v2/spare/sparePart/list?keyword=RO-75')).json.data.list as SparePartRow[];
    expect(saved[0].customValues).toEqual({ spare_brand: '大金', spare_warranty: 6 });
  }, 60_000);

  it('shows the part’s custom fields on its detail', async () => {
    const [part] = (await admin.get('/v2/spare/sparePart/list?keyword=YS-01')).json.data.list as SparePartRow[];
    await open(`/spareList/detail/${part.id}`, '/spareList/detail/:id', <SpareDetailPage />);
    expect(await screen.findByText('格力', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('品牌')).toBeTruthy();
    expect(screen.getByText('保修期（月）')).toBeTruthy();
  }, 60_000);
});
