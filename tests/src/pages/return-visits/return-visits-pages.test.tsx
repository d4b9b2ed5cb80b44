import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { VisitPlanRow, VisitTaskRow } from '@domain/return-visits/return-visits.schemas';
import { makePlanTasks } from '@server/modules/return-visits/visit-task.job';
import ReturnVisitPlanEditPage from '@/pages/return-visits/return-visit-plan-edit-page';
import ReturnVisitTaskDetailPage from '@/pages/return-visits/return-visit-task-detail-page';
import { useClientServer } from '@tests/support/client-server';
import { enterpriseId } from '@tests/support/order-fixtures';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');
let task: VisitTaskRow;

beforeAll(async () => {
  const plan = (await admin.post('/v2/returnvisitPlan/save', { name: '组件测试回访', visitType: 1, delayValue: 0, delayUnit: 1, questions: [{ title: '服务满意度', kind: 1 }] })).json.data;
  await makePlanTasks(t.app.db, await enterpriseId(t.app, '示例科技有限公司'), plan.id, new Date(Date.now() + 60_000));
  [task] = (await admin.get(`/v2/returnvisitTask/list?planId=${plan.id}`)).json.data;
}, 60_000);

describe('/returnVisitOrder/ReturnVisitTaskDetail/{taskId}', () => {
  it("shows the visited order and records a failed visit with its reason", async () => {
    await t.open(
      `/returnVisitOrder/ReturnVisitTaskDetail/${task.id}`,
      '13800000007',
      <Route path="/returnVisitOrder/ReturnVisitTaskDetail/:taskId">
        <ReturnVisitTaskDetailPage />
      </Route>,
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(await screen.findByText(`回访：${task.targetNo}`, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('1. 服务满意度')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '回访失败' }, { timeout: 15_000 }));
    expect(await screen.findByText('remark: 请填写回访失败原因', {}, { timeout: 15_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('回访备注'), '客户电话停机');
    await user.click(screen.getByRole('button', { name: '回访失败' }));
    // Submitted: the buttons give way to the outcome and its reason.
    await waitFor(() => expect(screen.queryByRole('button', { name: '回访通过' })).toBeNull(), { timeout: 15_000 });
    expect(screen.getByText('客户电话停机')).toBeTruthy();
    expect(screen.getByText('回访失败')).toBeTruthy();
  }, 30_000);
});

describe('/returnVisitPlan/edit/{id}', () => {
  it('plans visits of completed events, the type list turning to event types', async () => {
    await t.open(
      '/returnVisitPlan/edit/0',
      '13800000001',
      <Route path="/returnVisitPlan/edit/:id">
        <ReturnVisitPlanEditPage />
      </Route>,
    );
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.type(await screen.findByPlaceholderText('例如：完工次日回访', {}, { timeout: 15_000 }), '组件事件回访');
    expect(screen.getByText('工单类型')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: '回访类型' }));
    await user.click(await screen.findByRole('option', { name: '事件回访' }));
    expect(await screen.findByText('事件类型')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => {
      const plans = (await admin.get('/v2/returnvisitPlan/list')).json.data as VisitPlanRow[];
      expect(plans.find((p) => p.name === '组件事件回访')).toMatchObject({ visitType: 6, templates: [] });
    }, { timeout: 15_000 });
  }, 30_000);
});
