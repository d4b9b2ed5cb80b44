import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SplitRuleRow } from '@domain/triggers/split.schemas';
import { SplitRuleForm, type SplitRuleDraft } from '@/features/triggers/components/split-rule-form';

const TYPES = [
  { value: 11, label: '多产品安装' },
  { value: 12, label: '默认工单' },
];
const FIELDS: Record<number, { key: string; title: string }[]> = {
  11: [
    { key: 'product_a', title: '产品一' },
    { key: 'product_b', title: '产品二' },
    { key: 'device_c', title: '设备三' },
  ],
  12: [],
};
/** A select option by its whole text (in multiple mode the option element itself takes the click). */
const option = (name: string) => screen.findByText((_, el) => el !== null && el.matches('.arco-select-option') && el.textContent === name);
const itemOf = (label: string) => within(screen.getByText(label, { selector: 'label, label *' }).closest('.arco-form-item') as HTMLElement);

/** The form as the page holds it: the fields follow the type chosen. */
function Harness({ rule, onSave }: { rule?: SplitRuleRow; onSave: (d: SplitRuleDraft) => void }) {
  const [typeId, setTypeId] = useState(rule?.templateId);
  return <SplitRuleForm rule={rule} orderTypes={TYPES} fields={typeId ? FIELDS[typeId] : []} onTypeChange={setTypeId} saving={false} onSave={onSave} />;
}

describe('the 自动拆单 rule form', () => {
  it('saves a new rule with the product fields in the order picked, only once two are picked', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onSave = vi.fn<(d: SplitRuleDraft) => void>();
    render(<Harness onSave={onSave} />);
    const save = screen.getByRole('button', { name: '保存拆单规则' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await u.click(itemOf('工单类型').getByRole('combobox'));
    await u.click(await screen.findByRole('option', { name: '多产品安装' }));
    await u.click(itemOf('产品字段').getByRole('combobox'));
    await u.click(await option('设备三'));
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await u.click(await option('产品一'));
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('switch', { name: '启用' }));
    await u.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toEqual({ id: undefined, version: undefined, templateId: 11, fieldKeys: ['device_c', 'product_a'], enabled: false });
  });

  it('warns when the type has fewer than two product fields, and clears the fields picked when the type changes', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const rule: SplitRuleRow = { id: 5, templateId: 11, templateName: '多产品安装', fieldKeys: ['product_a', 'product_b'], fieldTitles: ['产品一', '产品二'], enabled: true, version: 2, runCount: 0, updatedAt: '' };
    const onSave = vi.fn<(d: SplitRuleDraft) => void>();
    render(<Harness rule={rule} onSave={onSave} />);
    expect(itemOf('产品字段').getByText('产品一')).toBeTruthy();
    expect(screen.queryByText(/无法拆单/)).toBeNull();

    await u.click(itemOf('工单类型').getByRole('combobox'));
    await u.click(await screen.findByRole('option', { name: '默认工单' }));
    expect(await screen.findByText(/少于两个关联产品或设备档案的字段，无法拆单/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '保存拆单规则' }) as HTMLButtonElement).disabled).toBe(true);

    // Back to the first type: the fields picked before are gone, only the new picks are saved.
    await u.click(itemOf('工单类型').getByRole('combobox'));
    await u.click(await screen.findByRole('option', { name: '多产品安装' }));
    await u.click(itemOf('产品字段').getByRole('combobox'));
    await u.click(await option('产品二'));
    await u.click(await option('设备三'));
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: '保存拆单规则' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({ id: 5, templateId: 11, fieldKeys: ['product_b', 'device_c'] });
  });

  it('keeps the id and version of the rule edited', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const rule: SplitRuleRow = { id: 5, templateId: 11, templateName: '多产品安装', fieldKeys: ['product_a', 'product_b'], fieldTitles: ['产品一', '产品二'], enabled: true, version: 2, runCount: 3, updatedAt: '' };
    const onSave = vi.fn<(d: SplitRuleDraft) => void>();
    render(<Harness rule={rule} onSave={onSave} />);
    await u.click(screen.getByRole('button', { name: '保存拆单规则' }));
    expect(onSave).toHaveBeenCalledWith({ id: 5, version: 2, templateId: 11, fieldKeys: ['product_a', 'product_b'], enabled: true });
  });
});
