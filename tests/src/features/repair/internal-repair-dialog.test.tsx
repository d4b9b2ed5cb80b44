import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InternalRepairView } from '@domain/repair/internal-repair.schemas';
import { api } from '@/app/api';
import type { AppStore } from '@/app/store';
import { InternalRepairDialog } from '@/features/repair/components/internal-repair-dialog';
import { renderWithStore, startClientServer, type ClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

let t: ClientServer;
let store: AppStore | undefined;
let keeper: Client;

beforeAll(async () => {
  t = await startClientServer();
  keeper = await Client.signIn(t.app, '13800000009');
  t.visit('/maintenanceOrder');
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  if (store) await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
});

/** A picker that names the id it holds; the dialog only needs the value and its change. */
const picker = (label: string) => (value: number | undefined, onChange: (id: number | undefined) => void) => (
  <input aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)} />
);

describe('InternalRepairDialog', () => {
  it('asks old parts for their part and warehouse, equipment for its name, and writes the order', async () => {
    await t.signIn('13800000009');
    let closed = false;
    store = renderWithStore(<InternalRepairDialog partPicker={picker('旧件')} warehousePicker={picker('所在仓库')} onClose={() => (closed = true)} />).store;
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: /确\s*定/ });
    // 旧件维修 first: nothing to send until a part and a warehouse are chosen.
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('textbox', { name: '设备名称' })).toBeNull();
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(within(dialog).getByText('自有设备'));
    expect(within(dialog).queryByRole('textbox', { name: '旧件' })).toBeNull();
    expect((ok as HTMLButtonElement).disabled).toBe(false);
    await u.type(within(dialog).getByRole('textbox', { name: '设备名称' }), '扭力扳手');
    await u.type(within(dialog).getByRole('textbox', { name: '故障描述' }), '刻度不准');
    await u.click(ok);
    await waitFor(() => expect(closed).toBe(true));
    const rows = (await keeper.get('/v2/repair/internal/list?keyword=扭力扳手')).json.data as InternalRepairView[];
    expect(rows.map((r) => [r.kind, r.state, r.fault, r.createdBy?.name])).toEqual([[2, 0, '刻度不准', '郑仓管']]);
  });
});
