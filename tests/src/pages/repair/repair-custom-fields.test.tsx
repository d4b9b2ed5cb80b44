import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldType } from '@domain/forms/field-types';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { RepairDetail, RepairView } from '@domain/repair/repair.schemas';
import RepairDetailPage from '@/pages/repair/repair-detail-page';
import { useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

const t = useClientServer();
const DESK = '13800000006';
const fields = [
  { key: 'part', type: FieldType.text, title: '故障部位', required: true },
  { key: 'hours', type: FieldType.number, title: '工时', required: false },
];

beforeAll(async () => {
  const admin = await Client.signIn(t.app, '13800000001');
  expect((await admin.post('/v2/repair/settings/form', { form: { fields } })).statusCode).toBe(200);
});

describe('the repair order template’s custom fields on /repairManagementDetail', () => {
  it('shows the order’s values under 自定义字段, and 编辑 asks for them again: a required one left empty is not sent', async () => {
    const desk = await Client.signIn(t.app, DESK);
    const products = (await desk.get('/v2/customer/production/list?pageIndex=0&pageSize=100')).json.data as CustomerProductRow[];
    let made: RepairView | undefined;
    for (const p of products.filter((c) => c.customerId !== null)) {
      const res = await desk.post('/v2/repair/order/save', { customerProductId: p.id, fault: '开机黑屏', values: { part: '主板', hours: 2 } });
      if (res.statusCode === 200) {
        made = res.json.data as RepairView;
        break;
      }
    }
    if (!made) throw new Error('the demo needs a customer product without an open repair order');
    await t.open(`/repairManagementDetail?orderId=${made.id}`, DESK, <RepairDetailPage />);
    const section = (await screen.findByText('自定义字段', {}, { timeout: 15_000 })).closest('.arco-card') as HTMLElement;
    expect(within(section).getByText('主板')).toBeTruthy();
    expect(within(section).getByText('故障部位')).toBeTruthy();

    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const part = within(within(dialog).getByRole('group', { name: '故障部位' })).getByRole('textbox') as HTMLInputElement;
    expect(part.value).toBe('主板');
    await u.clear(part);
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    // The form refuses the empty required field on the page: the order keeps its value.
    await within(dialog).findByText(/请填写|必填|不能为空/);
    expect(((await desk.get(`/v2/repair/order/detail?id=${made.id}`)).json.data as RepairDetail).values.part).toBe('主板');

    await u.type(part, '电源板');
    await u.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(((await desk.get(`/v2/repair/order/detail?id=${made.id}`)).json.data as RepairDetail).values).toEqual({ part: '电源板', hours: 2 }));
    await within(section).findByText('电源板');
  });
});
