import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { addDays, businessDay } from '@domain/cycle-plans/cycle';
import type { CyclePlanRow } from '@domain/cycle-plans/cycle-plans.schemas';
import CyclePlanDetailPage from '@/pages/cycle-plans/cycle-plan-detail-page';
import CyclePlanPage from '@/pages/cycle-plans/cycle-plan-page';
import FollowRemindPage from '@/pages/cycle-plans/follow-remind-page';
import { useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');
let customerId: number;
let templateId: number;

beforeAll(async () => {
  customerId = (await admin.get('/v2/customer/list?pageSize=10&name=深圳湾科技')).json.data[0].id;
  templateId = ((await admin.get('/orderTypeTemplate/list')).json.data as { id: number; name: string }[]).find((x) => x.name === '默认工单')!.id;
}, 60_000);

async function open(path: string, route: string, page: ReactNode) {
  const view = await t.open(path, '13800000001', <Route path={route}>{page}</Route>);
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), ...view };
}

const addPlan = async (body: Record<string, unknown>) =>
  (await admin.post('/customer/cycleorder/save', { templateId, title: '组件测试保养', customerIds: [customerId], cycleUnit: 2, cycleEvery: 1, ...body })).json.data as CyclePlanRow;

describe('/cyclePlan/cyclePlanDetail/{id}', () => {
  it('shows the plan and its coming dates, and pauses it', async () => {
    const plan = await addPlan({ name: '组件测试周计划', startDate: '2031-03-03' });
    const { user } = await open(`/cyclePlan/cyclePlanDetail/${plan.id}`, '/cyclePlan/cyclePlanDetail/:id', <CyclePlanDetailPage />);
    expect(await screen.findByText('组件测试周计划', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('每周')).toBeTruthy();
    expect(screen.getByText('2031-03-10、2031-03-17、2031-03-24、2031-03-31')).toBeTruthy();
    expect(screen.getByText('还没有生成工单')).toBeTruthy();
    // It starts in 2031: 待开始 by the spec's time-window rule, not 执行中.
    expect(screen.getByText('待开始')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '暂停' }));
    expect(await screen.findByText('已暂停', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '启用' })).toBeTruthy();
  }, 30_000);
});

describe('/cyclePlan', () => {
  it('labels a plan starting later 待开始 and one under way 执行中, the 已生成工单 header on one line', async () => {
    await addPlan({ name: '组件测试未来计划', startDate: '2031-05-05' });
    await addPlan({ name: '组件测试当前计划', startDate: businessDay(new Date()) });
    await open('/cyclePlan', '/cyclePlan', <CyclePlanPage />);
    const future = (await screen.findByText('组件测试未来计划', {}, { timeout: 15_000 })).closest('tr') as HTMLElement;
    expect(within(future).getByText('待开始')).toBeTruthy();
    const current = screen.getByText('组件测试当前计划').closest('tr') as HTMLElement;
    expect(within(current).getByText('执行中')).toBeTruthy();
    const header = screen.getByText('已生成工单').closest('th') as HTMLElement;
    expect(header.style.whiteSpace).toBe('nowrap');
  }, 30_000);
});

describe('/followRemind', () => {
  it('lists a customer whose plan runs soon and takes a follow-up for it', async () => {
    await addPlan({ name: '组件测试跟进计划', startDate: addDays(businessDay(new Date()), 2), remindDays: 3 });
    const { user } = await open('/followRemind', '/followRemind', <FollowRemindPage />);
    const row = (await screen.findByText('组件测试跟进计划', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row as HTMLElement).getByText('2 天')).toBeTruthy();
    await user.click(within(row as HTMLElement).getByRole('button', { name: '跟进' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入跟进记录'), '已约好上门时间');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('组件测试跟进计划')).toBeNull(), { timeout: 15_000 });
  }, 30_000);
});
