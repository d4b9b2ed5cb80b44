import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { MaintenancePaths as P } from '@domain/maintenance/maintenance.paths';
import type { MaintenanceTaskRow } from '@domain/maintenance/maintenance.schemas';
import { api } from '@/app/api';
import type { AppStore } from '@/app/store';
import { MaintenanceContractActions } from '@/features/maintenance/components/contract-actions';
import { MaintenanceTaskActions } from '@/features/maintenance/components/task-actions';
import { useGetMaintenanceContractQuery, useGetMaintenanceTaskQuery } from '@/features/maintenance/maintenance.api';
import { generateAllTasks } from '@server/modules/maintenance/maintenance.public';
import { renderWithStore, startClientServer, type ClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';

let t: ClientServer;
let store: AppStore | undefined;
let admin: Client;
let customerId: number;
let typeId: number;

beforeAll(async () => {
  t = await startClientServer();
  admin = await Client.signIn(t.app, '13800000001');
  customerId = ((await admin.get('/v2/customer/list?name=深圳湾科技')).json.data as CustomerRow[])[0].id;
  typeId = ((await admin.get('/orderTypeTemplate/list')).json.data as { id: number; name: string }[]).find((t) => t.name === '默认工单')!.id;
  t.visit('/maintenance');
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  if (store) await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
});

const YEAR = { startDate: '2032-01-01', endDate: '2032-12-31' };
const namesIn = async (label: string) =>
  within(await screen.findByLabelText(label))
    .queryAllByRole('button')
    .map((b) => b.textContent!.replace(/\s/g, ''));

function ContractButtons({ id }: { id: number }) {
  const { data } = useGetMaintenanceContractQuery(id);
  return data ? (
    <div aria-label="合同操作">
      <MaintenanceContractActions contract={data} onEdit={() => undefined} onDeleted={() => undefined} />
    </div>
  ) : null;
}

function TaskButtons({ id }: { id: number }) {
  const { data } = useGetMaintenanceTaskQuery(id);
  return data ? (
    <div aria-label="任务操作">
      <MaintenanceTaskActions task={data} onDeleted={() => undefined} />
    </div>
  ) : null;
}

describe('maintenance buttons', () => {
  it("show the contract's allowed operations and follow its lifecycle", async () => {
    const { id } = (await admin.post(P.contractSave, { name: '按钮维保合同', customerId, ...YEAR, amount: 100 })).json.data as { id: number };
    await t.signIn('13800000001');
    store = renderWithStore(<ContractButtons id={id} />).store;
    await waitFor(async () => expect(await namesIn('合同操作')).toEqual(['编辑', '开始执行', '终止合同', '删除']));
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(screen.getByRole('button', { name: /开始执行/ }));
    await waitFor(async () => expect(await namesIn('合同操作')).toEqual(['编辑', '完成合同', '终止合同']));
  });

  it("show the task's allowed operations: 生成工单 once, then none", async () => {
    const contract = (await admin.post(P.contractSave, { name: '按钮维保合同二', customerId, ...YEAR, amount: 100 })).json.data as { id: number; products: unknown[] };
    const products = (await admin.get(`/v2/customer/production/list?customerId=${customerId}&pageSize=10`)).json.data as { id: number }[];
    await admin.post(P.contractProductSave, { contractId: contract.id, customerProductIds: [products[0].id] });
    const plan = (await admin.post(P.planSave, { contractId: contract.id, name: '按钮计划', templateId: typeId, mode: 1, cycleUnit: 3, cycleEvery: 1, ...YEAR, productIds: [products[0].id] })).json.data as { id: number };
    await generateAllTasks(t.app.db, '2032-01-01');
    const [task] = (await admin.get(`${P.taskList}?planId=${plan.id}`)).json.data as MaintenanceTaskRow[];
    await t.signIn('13800000002');
    store = renderWithStore(<TaskButtons id={task.id} />).store;
    await waitFor(async () => expect(await namesIn('任务操作')).toEqual(['生成工单', '停用', '删除']));
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.click(screen.getByRole('button', { name: /生成工单/ }));
    await waitFor(async () => expect(await namesIn('任务操作')).toEqual([]));
  });
});
