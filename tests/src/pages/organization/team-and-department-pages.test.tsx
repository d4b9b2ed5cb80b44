import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import OrganizationPage from '@/pages/organization/organization-page';
import TeamPage from '@/pages/organization/team-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/productSetting', signedInAs: '13800000001' });

const api = async (url: string) => (await (await fetch(url)).json()).data;

describe('/productSetting/team/{id}', () => {
  it('shows the group, its leader among the members, and opens its orders', async () => {
    const [group] = (await api('/api/servicegroup/list?type=-1&searchText=&pageIndex=0&pageSize=100')) as { id: number; name: string }[];
    t.visit(`/productSetting/team/${group.id}`);
    renderWithStore(<Route path="/productSetting/team/:id" component={TeamPage} />);
    expect(await screen.findByText('服务一组')).toBeTruthy();
    const members = screen.getAllByRole('table').at(-1)!;
    expect(within(members).getByText('组长')).toBeTruthy();
    expect(within(members).getByText('张师傅')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '查看本组工单' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/allOrder?serviceGroupId=${group.id}`);
  });

  it('says so for a group that does not exist', async () => {
    t.visit('/productSetting/team/999999');
    renderWithStore(<Route path="/productSetting/team/:id" component={TeamPage} />);
    expect(await screen.findByText('服务组不存在')).toBeTruthy();
  });
});

describe('/productSetting/department/{id}', () => {
  it('opens the organisation page with that department chosen', async () => {
    const departments = (await api('/api/stand/dept')) as { id: number; name: string }[];
    const first = departments.find((d) => d.name === '服务一部')!;
    t.visit(`/productSetting/department/${first.id}`);
    renderWithStore(<Route path="/productSetting/department/:id" component={OrganizationPage} />);
    expect(await screen.findByText('张师傅')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('王管理')).toBeNull());
  });
});
