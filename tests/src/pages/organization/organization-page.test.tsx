import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OrganizationPage from '@/pages/organization/organization-page';
import { useClientServer } from '@tests/support/client-server';

interface Dept {
  id: number;
  parent_id: number | null;
  name: string;
}

const t = useClientServer();

async function open(phone: string, path = '/productSetting') {
  await t.open(path, phone, <OrganizationPage />);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

// Answers after a save can take seconds on a busy machine.
const afterSave = { timeout: 15_000 };

const departments = async () => ((await (await fetch('/api/stand/dept')).json()).data ?? []) as Dept[];
const rowOf = (text: string) => screen.getByText(text).closest('[role="treeitem"]') as HTMLElement;

describe('department actions on the tree', () => {
  it('adds a sub-department under the chosen one, renames it and deletes it', async () => {
    const user = await open('13800000001');
    await user.click(await screen.findByText('服务二部（1）'));
    await user.click(within(rowOf('服务二部（1）')).getByRole('button', { name: '添加子部门' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('添加子部门（上级：服务二部）')).toBeTruthy();
    await user.type(within(dialog).getByPlaceholderText('请输入部门名称'), '二部夜班');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    // The new department shows, opened and chosen.
    expect(await screen.findByText('二部夜班（0）', {}, afterSave)).toBeTruthy();
    const added = (await departments()).find((d) => d.name === '二部夜班')!;
    expect((await departments()).find((d) => d.id === added.parent_id)!.name).toBe('服务二部');
    await user.click(within(rowOf('二部夜班（0）')).getByRole('button', { name: '重命名部门' }));
    dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByPlaceholderText('请输入部门名称');
    await user.clear(name);
    await user.type(name, '二部早班');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('二部早班（0）', {}, afterSave)).toBeTruthy();

    await user.click(within(rowOf('二部早班（0）')).getByRole('button', { name: '删除部门' }));
    expect(await screen.findByText('确定删除“二部早班”吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('二部早班（0）')).toBeNull(), afterSave);
    expect((await departments()).some((d) => d.name === '二部早班')).toBe(false);
  });

  it('moves a department under another, but offers no move or delete for the root', async () => {
    const user = await open('13800000001');
    await user.click(await screen.findByText('示例科技有限公司（3）'));
    const rootRow = rowOf('示例科技有限公司（3）');
    expect(within(rootRow).getByRole('button', { name: '添加子部门' })).toBeTruthy();
    expect(within(rootRow).queryByRole('button', { name: '移动部门' })).toBeNull();
    expect(within(rootRow).queryByRole('button', { name: '删除部门' })).toBeNull();

    await user.click(screen.getByText('财务部（1）'));
    await user.click(within(rowOf('财务部（1）')).getByRole('button', { name: '移动部门' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByText('请选择部门')[0]);
    await user.click(await screen.findByText('销售部', { selector: '.arco-tree-select-popup *' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(async () => {
      const list = await departments();
      expect(list.find((d) => d.name === '财务部')!.parent_id).toBe(list.find((d) => d.name === '销售部')!.id);
    }, afterSave);
  });

  it('tells why a department with members cannot be deleted', async () => {
    const user = await open('13800000001');
    await user.click(await screen.findByText('客服部（3）'));
    await user.click(within(rowOf('客服部（3）')).getByRole('button', { name: '删除部门' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('部门下还有成员，请先移走成员', {}, afterSave)).toBeTruthy();
    expect(screen.getByText('客服部（3）')).toBeTruthy();
  });

  it('shows no department actions to other roles', async () => {
    await open('13800000002');
    await screen.findByText('示例科技有限公司（3）');
    expect(screen.queryByRole('button', { name: '添加子部门' })).toBeNull();
    expect(screen.queryByRole('tab', { name: '角色权限' })).toBeNull();
  });
});

describe('users of the chosen department', () => {
  const users = async (keyword: string) =>
    (await (await fetch(`/api/v2/user/list?keyword=${keyword}`)).json()).data as { departmentName: string; roles: number[]; currentRole: number }[];

  it('moves the ticked users to another department', async () => {
    const user = await open('13800000001');
    await user.click(await screen.findByText('客服部（3）'));
    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    await screen.findByText('周回访');
    await user.click(within(row('周回访')).getByRole('checkbox'));
    await user.click(within(row('孙接待')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /移动到部门/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('移动2名成员到部门')).toBeTruthy();
    await user.click(within(dialog).getAllByText('请选择部门')[0]);
    await user.click(await screen.findByText('仓储部', { selector: '.arco-tree-select-popup *' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('客服部（1）', {}, afterSave)).toBeTruthy();
    expect((await users('13800000007'))[0].departmentName).toBe('仓储部');
  });

  it('sets the role a user lands in', async () => {
    const user = await open('13800000001');
    await user.click(within((await screen.findByText('赵员工')).closest('tr')!).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('普通员工', { selector: '.arco-tag-content' }));
    await user.click(await screen.findByText('销售人员', { selector: '.arco-select-option *, .arco-select-option' }));
    // The default role offers the roles held, the one just added among them.
    await user.click(within(dialog).getByText('普通员工', { selector: '.arco-select-view-value' }));
    await waitFor(() => expect(screen.getAllByText('销售人员', { selector: '.arco-select-option *, .arco-select-option' })).toHaveLength(2));
    await user.click(screen.getAllByText('销售人员', { selector: '.arco-select-option *, .arco-select-option' })[1]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(async () => expect((await users('13800000004'))[0]).toMatchObject({ roles: [4, 5], currentRole: 5 }), afterSave);
  });

  it('hands a user’s work to a colleague', async () => {
    const user = await open('13800000001');
    await user.click(within((await screen.findByText('钱销售')).closest('tr')!).getByRole('button', { name: '交接' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('工作交接：钱销售')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请选择接收人', { selector: '.arco-form-message' })).toBeTruthy();
    await user.click(within(dialog).getAllByText('请选择接收人')[0]);
    await user.click(await screen.findByText('赵员工（13800000004）'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(/^交接完成：服务组成员 0/, {}, afterSave)).toBeTruthy();
  });
});

describe('the roles tab', () => {
  it('lists the ten roles with their users and saves a role’s menu and codes', async () => {
    const user = await open('13800000001', '/productSetting?tab=role');
    const roles = await screen.findByRole('menu');
    expect(within(roles).getAllByRole('menuitem')).toHaveLength(10);
    expect(within(roles).getByRole('menuitem', { name: /派单员\s*2人/ })).toBeTruthy();
    await user.click(within(roles).getByRole('menuitem', { name: /服务人员/ }));

    const tagEntry = await screen.findByText('人员标签');
    expect(within(rowOf('人员标签')).getByRole('checkbox')).toHaveProperty('checked', false);
    await user.click(tagEntry);
    await user.click(screen.getByRole('button', { name: '保存菜单' }));
    await waitFor(async () => {
      const menu = (await (await fetch('/api/role/menu/list?role=2&pageSize=100')).json()).data as { key: string }[];
      expect(menu.map((m) => m.key)).toEqual(expect.arrayContaining(['set_manage', 'set_organization', 'set_person_tag']));
    }, afterSave);

    await user.click(screen.getByRole('tab', { name: '功能权限' }));
    const detail = await screen.findByRole('checkbox', { name: '工单详情（01001）' });
    expect(detail).toHaveProperty('checked', true);
    await user.click(detail);
    await user.click(screen.getByRole('checkbox', { name: '新建项目（13002）' }));
    await user.click(screen.getByRole('button', { name: '保存权限' }));
    await waitFor(async () => {
      const rights = (await (await fetch('/api/ep/right/list?role=2')).json()).data as { code: string }[];
      expect(rights.map((r) => r.code)).toEqual(['05001', '12001', '13002', '18001']);
    }, afterSave);
  });

  it('keeps the administrator’s way back to the organisation page ticked and fixed', async () => {
    const user = await open('13800000001', '/productSetting?tab=role');
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /系统管理员/ }));
    await screen.findByText('人员标签');
    const structure = screen.getAllByText('组织架构').map((el) => el.closest('[role="treeitem"]') as HTMLElement).at(-1)!;
    const box = within(structure).getByRole('checkbox');
    expect(box).toHaveProperty('checked', true);
    expect(box).toHaveProperty('disabled', true);
  });

  it('opens from the 角色权限 tab', async () => {
    const user = await open('13800000001');
    await user.click(await screen.findByRole('tab', { name: '角色权限' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(window.location.search).toBe('?tab=role');
  });

  it('shows a free enterprise the lock notice and no way to save', async () => {
    await open('13800000011', '/productSetting?tab=role');
    expect(await screen.findByText('免费版本不支持权限管理,建议升级为VIP版本,客服热线400-800-6688')).toBeTruthy();
    await screen.findByText('人员标签');
    expect(screen.queryByRole('button', { name: '保存菜单' })).toBeNull();
    expect(within(rowOf('人员标签')).getByRole('checkbox')).toHaveProperty('disabled', true);
  });
});
