import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import SpareGetPage from '@/pages/spare-parts/spare-get-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/spareGet', signedInAs: '13800000003' });

beforeAll(async () => {
  // Every enterprise files claims (type 7) for approval.
  await t.app.db.system.execute(
    sql`insert into spare_settings (enterprise_id, approval_types) select id, '{7}' from enterprises on conflict (enterprise_id) do update set approval_types = '{7}'`,
  );
});

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const chooseOption = async (user: ReturnType<typeof setup>, label: string, option: RegExp | string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('/spareGet 备件申领 filed for approval', () => {
  it('says what was filed, and that the warehouse is short of a line above its stock', async () => {
    const user = setup();
    renderWithStore(<SpareGetPage />);
    await chooseOption(user, '来源仓库', '浦西分仓');
    await chooseOption(user, '第1行备件', /^压缩机/);
    const qty = screen.getByRole('textbox', { name: '第1行数量' });
    await user.clear(qty);
    await user.type(qty, '999');
    await user.click(screen.getByRole('button', { name: /提交申领/ }));
    expect(await screen.findByText(/^已提交审批：申领 999 件，待仓管员审批。来源仓库库存不足：压缩机现有\d+，需要999，补足后才能通过审批$/)).toBeTruthy();
  });
});
