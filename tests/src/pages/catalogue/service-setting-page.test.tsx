import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import ServiceSettingPage from '@/pages/catalogue/service-setting-page';
import { useClientServer } from '@tests/support/client-server';

const t = useClientServer();

async function open(path: string, phone = '13800000001') {
  const view = await t.open(
    path,
    phone,
    <Route path="/serviceSetting/:type?">
      <ServiceSettingPage />
    </Route>,
  );
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), ...view };
}

const option = (name: string) => screen.findByText(name, { selector: '.arco-select-option *, .arco-select-option' });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('/serviceSetting 服务组', () => {
  it('lists the groups with their leader and member tags', async () => {
    await open('/serviceSetting');
    const row = (await screen.findByText('服务一组')).closest('tr')!;
    expect(within(row).getAllByText('张师傅')).toHaveLength(2);
    expect(within(row).getByText('多企业用户')).toBeTruthy();
    expect(rowOf('安装组')).toBeTruthy();
    expect(await screen.findByText('共 2 条')).toBeTruthy();
  });

  it('adds a group with members and a leader chosen among them', async () => {
    const { user } = await open('/serviceSetting');
    await screen.findByText('服务一组');
    await user.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('请选择需要删除的行')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /新增服务组/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入服务组名称'), '抢修组');
    await user.click(within(dialog).getByText('请选择成员'));
    await user.click(await option('李派单'));
    await user.click(await option('张师傅'));
    // Only dispatchers and service staff are offered.
    expect(screen.queryByText('赵员工', { selector: '.arco-select-option *, .arco-select-option' })).toBeNull();
    // A single select shows its placeholder twice (view and search box).
    await user.click(within(dialog).getAllByText('请选择组长')[0]);
    await user.click(await option('李派单'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('保存成功')).toBeTruthy();
    const row = (await screen.findByText('抢修组')).closest('tr')!;
    expect(within(row).getAllByText('李派单')).toHaveLength(2);
    expect(within(row).getByText('张师傅')).toBeTruthy();
  });

  it('searches the groups by name', async () => {
    await open('/serviceSetting');
    await screen.findByText('服务一组');
    const search = screen.getByPlaceholderText('搜索服务组名称');
    fireEvent.change(search, { target: { value: '安装' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('服务一组')).toBeNull());
    expect(screen.getByText('安装组')).toBeTruthy();
  });
});

describe('/serviceSetting/item 服务项目', () => {
  it('opens on the items tab with the category tree and the items with prices', async () => {
    await open('/serviceSetting/item');
    expect(await screen.findByText('维修（2）')).toBeTruthy();
    expect(screen.getByText('安装（1）')).toBeTruthy();
    expect(await screen.findByText('空调维修')).toBeTruthy();
    expect(within(rowOf('空调维修')).getByText('¥150.00')).toBeTruthy();
    expect(await screen.findByText('共 4 条')).toBeTruthy();
  });

  it('narrows the items to the chosen category and adds an item there', async () => {
    const { user } = await open('/serviceSetting/item');
    await user.click(await screen.findByText('保养（1）'));
    await waitFor(() => expect(screen.queryByText('空调维修')).toBeNull());
    expect(await screen.findByText('年度保养')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /新增服务项目/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入服务项目名称'), '季度保养');
    await user.type(within(dialog).getByPlaceholderText('请输入价格（可不填）'), '88.5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const row = (await screen.findByText('季度保养')).closest('tr')!;
    expect(within(row).getByText('¥88.50')).toBeTruthy();
    expect(within(row).getByText('保养')).toBeTruthy();
    expect(await screen.findByText('保养（2）')).toBeTruthy();
  });

  it('adds a sub-category under a top category', async () => {
    const { user } = await open('/serviceSetting/item');
    await user.click(await screen.findByRole('button', { name: '在安装下新增子分类' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入分类名称'), '热水器');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('热水器（0）')).toBeTruthy();
  });

  it('shows a category that still holds items is not deleted', async () => {
    const { user } = await open('/serviceSetting/item');
    await user.click(await screen.findByRole('button', { name: '删除维修' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('服务分类“维修”下还有服务项目，不能删除')).toBeTruthy();
  });
});

describe('what each role may change', () => {
  it('lets a dispatcher manage groups but only look at items', async () => {
    const { user } = await open('/serviceSetting', '13800000002');
    await screen.findByText('服务一组');
    expect(screen.getByRole('button', { name: /新增服务组/ })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '服务项目' }));
    expect(await screen.findByText('空调维修')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增服务项目/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增分类/ })).toBeNull();
  });

  it('shows service staff the groups without any change buttons', async () => {
    await open('/serviceSetting', '13800000003');
    await screen.findByText('服务一组');
    expect(screen.queryByRole('button', { name: /新增服务组/ })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });
});
