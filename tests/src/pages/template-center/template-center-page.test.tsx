import { Message } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { ORDER_FIXED_FIELDS } from '@domain/templates/fixed-fields';
import { createStore } from '@/app/store';
import { orderTypeBody, templatesApi } from '@/features/templates/templates.api';
import TemplateCenterPage from '@/pages/template-center/template-center-page';
import { renderWithStore, settle, useClientServer } from '@tests/support/client-server';

const t = useClientServer();
afterEach(async () => {
  await settle();
  // A toast outlives its test; the next one must not read it.
  Message.clear();
});

/** A store signed in as the administrator, for setting up through the API. */
async function adminStore(path = '/templateCenter', phone = '13800000001') {
  t.visit(path);
  await t.signIn(phone);
  return createStore();
}

async function open(path: string, phone?: string) {
  await adminStore(path, phone);
  const view = renderWithStore(
    <Route path="/templateCenter/:type?">
      <TemplateCenterPage />
    </Route>,
  );
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), ...view };
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'td *' })).closest('tr')!;

describe('/templateCenter 工单类型', () => {
  it('lists the order types with their kind', async () => {
    await open('/templateCenter');
    expect(within(await rowOf('默认工单')).getByText('外部工单')).toBeTruthy();
    expect(within(await rowOf('安装工单')).getByText('外部工单')).toBeTruthy();
    expect(await screen.findByText('共 3 条')).toBeTruthy();
  });

  it('creates an internal order type that starts with the fixed fields, switched off until its form is designed', async () => {
    const { user } = await open('/templateCenter/order');
    await rowOf('默认工单');
    await user.click(screen.getByRole('button', { name: /新建工单类型/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建后为停用状态：设计好表单后在列表中启用，才会出现在新建工单中')).toBeTruthy();
    await user.click(within(dialog).getByText('内部工单'));
    await user.type(within(dialog).getByPlaceholderText('请输入工单类型名称'), '设备巡检');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(within(await rowOf('设备巡检')).getByText('内部工单')).toBeTruthy();
    const [created] = await createStore().dispatch(templatesApi.endpoints.listOrderTypes.initiate({ keyword: '设备巡检', pageIndex: 0, pageSize: 10 })).unwrap();
    expect(created.kind).toBe('internal');
    expect(created.enabled).toBe(false);
    expect(within(await rowOf('设备巡检')).getByRole('switch', { name: '启用设备巡检' }).getAttribute('aria-checked')).toBe('false');
    expect(created.form.fields.map((f) => f.key)).toEqual(ORDER_FIXED_FIELDS.map((f) => f.key));
  });

  it('moves an order type up the list, and offers no moving while the list is filtered', async () => {
    const { user } = await open('/templateCenter');
    const names = () => screen.getAllByRole('row').slice(1).map((row) => row.querySelector('td')!.textContent);
    await rowOf('默认工单');
    const before = names();
    expect(screen.getByRole('button', { name: `上移${before[0]}` }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: `下移${before.at(-1)}` }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: `上移${before[1]}` }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual([before[1], before[0], ...before.slice(2)]));

    await user.click(screen.getByText('内部工单', { selector: '.arco-radio-button *' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^上移/ })).toBeNull());
  });

  it('switches an order type off and shows only one kind when asked', async () => {
    const { user } = await open('/templateCenter');
    await user.click(within(await rowOf('安装工单')).getByRole('switch', { name: '启用安装工单' }));
    expect(await screen.findByText('修改状态成功')).toBeTruthy();
    await waitFor(async () => expect(within(await rowOf('安装工单')).getByRole('switch').getAttribute('aria-checked')).toBe('false'));

    await user.click(screen.getByText('内部工单', { selector: '.arco-radio-button *' }));
    await waitFor(() => expect(screen.queryByText('安装工单')).toBeNull());
    expect(screen.getAllByText('内部工单', { selector: 'td *' }).length).toBeGreaterThan(0);
  });

  it('renames and deletes an order type', async () => {
    const saved = await (await adminStore())
      .dispatch(templatesApi.endpoints.saveOrderType.initiate({ kind: 'external', name: '临时类型', form: { fields: [...ORDER_FIXED_FIELDS] } }))
      .unwrap();
    expect(saved.success).toBe(true);
    const { user } = await open('/templateCenter');
    await user.click(within(await rowOf('临时类型')).getByRole('button', { name: '重命名' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByPlaceholderText('请输入工单类型名称');
    await user.clear(input);
    await user.type(input, '上门维修');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('保存成功')).toBeTruthy();

    await user.click(within(await rowOf('上门维修')).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('上门维修')).toBeNull());
  });

  it('says why the last enabled type of a kind cannot be switched off', async () => {
    const setup = await adminStore();
    const internal = await setup.dispatch(templatesApi.endpoints.listOrderTypes.initiate({ kind: 'internal', pageIndex: 0, pageSize: 10 })).unwrap();
    for (const other of internal.filter((row) => row.name !== '内部工单' && row.enabled))
      await setup.dispatch(templatesApi.endpoints.enableOrderType.initiate({ id: other.id, enabled: false })).unwrap();
    const { user } = await open('/templateCenter');
    await user.click(await screen.findByRole('switch', { name: '启用内部工单' }));
    expect(await screen.findByText('至少保留一个启用的内部工单类型')).toBeTruthy();
  });
});

describe('who may open the template centre', () => {
  it('tells anyone but the administrator that it is for administrators', async () => {
    await open('/templateCenter', '13800000002');
    expect(await screen.findByText('仅管理员可查看')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建工单类型/ })).toBeNull();
  });
});

describe('/templateCenter/event 事件模板', () => {
  it('opens on the event templates with their form switches', async () => {
    await open('/templateCenter/event');
    const row = await rowOf('报修事件');
    expect(within(row).getByRole('switch', { name: '报修事件显示优先级' }).getAttribute('aria-checked')).toBe('true');
    expect(await rowOf('默认事件')).toBeTruthy();
  });
});

describe('/templateCenter/recycle 字段回收站', () => {
  beforeAll(async () => {
    // Two fields leave 安装工单's form: they wait in the bin.
    const setup = await adminStore();
    const [row] = await setup.dispatch(templatesApi.endpoints.listOrderTypes.initiate({ keyword: '安装工单', pageIndex: 0, pageSize: 10 })).unwrap();
    const form = { fields: row.form.fields.filter((f) => f.key !== 'model' && f.key !== 'floor') };
    expect((await setup.dispatch(templatesApi.endpoints.saveOrderType.initiate(orderTypeBody(row, { form }))).unwrap()).success).toBe(true);
  });

  it('lists the removed fields with the form they left and restores one to it', async () => {
    const { user } = await open('/templateCenter/recycle');
    const row = await rowOf('机型');
    expect(within(row).getByText('安装工单')).toBeTruthy();
    expect(within(row).getByText('单行文本')).toBeTruthy();
    expect(within(row).getByText('王管理')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '恢复' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('恢复成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('机型')).toBeNull());
    expect(screen.getByText('安装楼层')).toBeTruthy();

    const [type] = await createStore().dispatch(templatesApi.endpoints.listOrderTypes.initiate({ keyword: '安装工单', pageIndex: 0, pageSize: 10 })).unwrap();
    expect(type.form.fields.map((f) => f.key)).toContain('model');
  });

  it('restores the checked fields together', async () => {
    const { user } = await open('/templateCenter/recycle');
    await user.click(await screen.findByRole('button', { name: /批量恢复/ }));
    expect(await screen.findByText('未选中数据')).toBeTruthy();
    const row = await rowOf('安装楼层');
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量恢复/ }));
    expect(await screen.findByText('恢复成功')).toBeTruthy();
    expect(await screen.findByText('回收站中没有字段')).toBeTruthy();
  });
});
