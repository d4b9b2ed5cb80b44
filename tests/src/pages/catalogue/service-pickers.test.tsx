import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { catalogueApi } from '@/features/catalogue/catalogue.api';
import { ServiceGroupPicker } from '@/features/catalogue/components/service-group-picker';
import { ServiceItemPicker } from '@/features/catalogue/components/service-item-picker';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/serviceSetting', signedInAs: '13800000001' });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** An option or tree node by its whole text (a search highlights the matched part in its own element). */
const byContent = (selector: string, text: string) =>
  screen.findByText((_, el) => el !== null && el.matches(selector) && el.textContent === text);
const option = (name: string) => byContent('.arco-select-option', name);
const treeNode = (name: string) => byContent('.arco-tree-node-title', name);
// A single select shows its placeholder twice (view and search box).
const openPicker = async (u: ReturnType<typeof user>, placeholder: string) => u.click((await screen.findAllByText(placeholder))[0]);
const chosen = () => screen.getByTestId('chosen').textContent;

/** A form field's stand-in: shows what the picker reported. */
function GroupField({ multiple }: { multiple?: boolean }) {
  const [value, setValue] = useState<number | number[] | undefined>();
  return (
    <>
      {multiple ? <ServiceGroupPicker multiple value={value as number[]} onChange={setValue} /> : <ServiceGroupPicker value={value as number} onChange={setValue} />}
      <output data-testid="chosen">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

function ItemField({ includeDisabled }: { includeDisabled?: boolean }) {
  const [value, setValue] = useState<number | undefined>();
  return (
    <>
      <ServiceItemPicker value={value} onChange={setValue} includeDisabled={includeDisabled} />
      <output data-testid="chosen">{JSON.stringify(value ?? null)}</output>
    </>
  );
}

async function ids() {
  const groups = (await (await fetch('/api/servicegroup/list?pageSize=1000')).json()).data as { id: number; name: string }[];
  const items = (await (await fetch('/api/v2/serverItem/getItemList?pageSize=9999')).json()).data as { id: number; name: string }[];
  const byName = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((r) => [r.name, r.id]));
  return { groups: byName(groups), items: byName(items) };
}

describe('ServiceGroupPicker', () => {
  it('offers every group with its leader and finds one by name', async () => {
    renderWithStore(<GroupField />);
    const u = user();
    await openPicker(u, '请选择服务组');
    expect(await option('服务一组（组长：张师傅）')).toBeTruthy();
    await u.keyboard('安装');
    await waitFor(() => expect(screen.queryByText('服务一组（组长：张师傅）')).toBeNull());
    await u.click(await option('安装组'));
    expect(chosen()).toBe(String((await ids()).groups['安装组']));
  });

  it('chooses several groups in multiple mode', async () => {
    renderWithStore(<GroupField multiple />);
    const u = user();
    await openPicker(u, '请选择服务组');
    await u.click(await option('服务一组（组长：张师傅）'));
    await u.click(await option('安装组'));
    const { groups } = await ids();
    expect(JSON.parse(chosen()!)).toEqual([groups['服务一组'], groups['安装组']]);
  });
});

describe('ServiceItemPicker', () => {
  beforeAll(async () => {
    // A stopped item: forms do not offer it, filters do.
    const saved = await createStore().dispatch(catalogueApi.endpoints.saveServiceItem.initiate({ name: '停用项目', price: 1, enabled: false }));
    expect(saved.data?.success).toBe(true);
  });

  it('shows the items under their categories and chooses an item, not a category', async () => {
    renderWithStore(<ItemField />);
    const u = user();
    await openPicker(u, '请选择服务项目');
    await u.click(await treeNode('维修'));
    expect(chosen()).toBe('null');
    await u.click(await treeNode('冰箱维修'));
    expect(chosen()).toBe(String((await ids()).items['冰箱维修']));
  });

  it('finds an item by name', async () => {
    renderWithStore(<ItemField />);
    const u = user();
    await openPicker(u, '请选择服务项目');
    await treeNode('冰箱维修'); // the items have loaded
    await u.keyboard('空调安');
    await waitFor(() => expect(screen.queryByText('冰箱维修')).toBeNull());
    await u.click(await treeNode('空调安装'));
    expect(chosen()).toBe(String((await ids()).items['空调安装']));
  });

  it('is picked by keyboard alone: Tab in, type to filter, ↓ to the next match, Enter', async () => {
    renderWithStore(
      <>
        <button type="button">之前</button>
        <ItemField />
      </>,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: '之前' }));
    await u.tab();
    await u.keyboard('维修');
    // The first match is marked; ↓ moves the mark to the next one, Enter picks it.
    const first = await screen.findByText((_, el) => el?.getAttribute('data-picker-active') === 'true');
    await u.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByText((_, el) => el?.getAttribute('data-picker-active') === 'true').textContent).not.toBe(first.textContent));
    const marked = screen.getByText((_, el) => el?.getAttribute('data-picker-active') === 'true').textContent!;
    await u.keyboard('{Enter}');
    expect(chosen()).toBe(String((await ids()).items[marked]));
    expect(marked).toContain('维修');
  });

  it('leaves stopped items out unless asked to include them', async () => {
    const view = renderWithStore(<ItemField />);
    const u = user();
    await openPicker(u, '请选择服务项目');
    await treeNode('冰箱维修');
    expect(screen.queryByText('停用项目')).toBeNull();
    view.unmount();

    renderWithStore(<ItemField includeDisabled />);
    await openPicker(u, '请选择服务项目');
    expect(await treeNode('未分类')).toBeTruthy();
    expect(await treeNode('停用项目')).toBeTruthy();
  });
});
