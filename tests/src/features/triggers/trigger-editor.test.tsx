import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionKind, Moment, RecordKind } from '@domain/triggers/triggers.constants';
import type { TriggerDetail } from '@domain/triggers/triggers.schemas';
import { TriggerEditor } from '@/features/triggers/components/trigger-editor';
import type { SaveTriggerArgs } from '@/features/triggers/triggers.api';

const ORDER_TRIGGER: TriggerDetail = {
  id: 7,
  name: '收款后通知',
  recordKind: RecordKind.order,
  moment: Moment.dispatch,
  remark: '',
  enabled: true,
  version: 3,
  createdAt: '',
  updatedAt: '',
  runCount: 0,
  lastRunAt: null,
  templateIds: [11],
  conditions: [
    { field: 'serviceGroupId', operator: 'eq', value: 5 },
    { field: 'title', operator: 'contains', value: '空调' },
  ],
  nodes: [],
  actions: [
    { id: 1, triggerId: 7, nodeId: null, kind: ActionKind.assignUser, sort: 0, config: { userId: 3 } },
    { id: 2, triggerId: 7, nodeId: null, kind: ActionKind.notify, sort: 1, config: { who: ['owner', 'groupLeader'], userIds: [], content: '请看' } },
  ],
  mappings: [],
};
const OPTIONS = { orderTypes: [{ value: 11, label: '安装工单' }], eventTemplates: [{ value: 21, label: '投诉事件' }], groups: [], users: [] };
const itemOf = (label: string) => within(screen.getByText(label, { selector: 'label, label *' }).closest('.arco-form-item') as HTMLElement);

describe('the trigger editor', () => {
  it('turning an order trigger into an event trigger keeps only what an event has', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onSave = vi.fn<(args: SaveTriggerArgs) => void>();
    render(<TriggerEditor trigger={ORDER_TRIGGER} options={OPTIONS} saving={false} onSave={onSave} />);
    expect(screen.getByRole('checkbox', { name: '服务组组长' })).toBeTruthy();

    await u.click(itemOf('触发对象').getByRole('combobox'));
    await u.click(await screen.findByRole('option', { name: '事件' }));
    await u.click(itemOf('触发时机').getByRole('combobox'));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['创建后', '派单', '接单', '完成']));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: '服务组组长' })).toBeNull();

    await u.click(screen.getByRole('button', { name: '保存触发器' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({
      recordKind: RecordKind.event,
      moment: Moment.dispatch,
      templateIds: [],
      conditions: [{ field: 'title', operator: 'contains', value: '空调' }],
      actions: [{ kind: ActionKind.notify, sort: 0, config: { who: ['owner'], content: '请看' } }],
    });
  });

  it('the notify action offers the channels, an in-app notice ticked for an action saved before the choice', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onSave = vi.fn<(args: SaveTriggerArgs) => void>();
    render(<TriggerEditor trigger={ORDER_TRIGGER} options={OPTIONS} saving={false} onSave={onSave} />);
    expect((screen.getByRole('checkbox', { name: '站内消息' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '短信' }) as HTMLInputElement).checked).toBe(false);
    await u.click(screen.getByRole('checkbox', { name: '短信' }));
    await u.click(screen.getByRole('checkbox', { name: '站内消息' }));

    await u.click(screen.getByRole('button', { name: '保存触发器' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].actions?.[1]).toMatchObject({ kind: ActionKind.notify, config: { channels: ['sms'], content: '请看' } });
  });

  it('offers the follow-up action with its type and a source → target mapping table', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onSave = vi.fn<(args: SaveTriggerArgs) => void>();
    const withFollowUp: TriggerDetail = {
      ...ORDER_TRIGGER,
      actions: [{ id: 3, triggerId: 7, nodeId: null, kind: ActionKind.followUp, sort: 0, config: { recordKind: RecordKind.order, templateId: 11, mappings: [{ sourceField: 'title', targetField: 'values.model' }] } }],
    };
    render(<TriggerEditor trigger={withFollowUp} options={OPTIONS} saving={false} onSave={onSave} />);
    expect(screen.getByRole('combobox', { name: '动作1后续类型' }).textContent).toContain('安装工单');
    expect(screen.getByRole('combobox', { name: '动作1映射1目标字段' }).textContent).toContain('values.model');

    await u.click(screen.getByRole('button', { name: '添加字段映射' }));
    await u.click(screen.getByRole('combobox', { name: '动作1映射2来源字段' }));
    await u.click(await screen.findByRole('option', { name: '描述' }));
    await u.click(screen.getByRole('combobox', { name: '动作1映射2目标字段' }));
    await u.click(await screen.findByRole('option', { name: '描述' }));
    await u.click(screen.getAllByRole('button', { name: '移除映射' })[0]);

    await u.click(screen.getByRole('button', { name: '保存触发器' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].actions).toEqual([
      { kind: ActionKind.followUp, sort: 0, config: { recordKind: RecordKind.order, templateId: 11, mappings: [{ sourceField: 'description', targetField: 'description' }] } },
    ]);
  });

  it('a new follow-up action starts as an order and lists the event templates once switched to an event', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(<TriggerEditor trigger={{ ...ORDER_TRIGGER, actions: [] }} options={OPTIONS} saving={false} onSave={vi.fn()} />);
    await u.click(screen.getByRole('button', { name: '添加动作' }));
    await u.click(screen.getByRole('combobox', { name: '动作1类型' }));
    await u.click(await screen.findByRole('option', { name: '新建后续工单/事件' }));
    expect(screen.getByRole('combobox', { name: '动作1后续对象' }).textContent).toContain('新建后续工单');
    await u.click(screen.getByRole('combobox', { name: '动作1后续对象' }));
    await u.click(await screen.findByRole('option', { name: '新建后续事件' }));
    await u.click(screen.getByRole('combobox', { name: '动作1后续类型' }));
    expect((await screen.findByRole('option', { name: '投诉事件' })).textContent).toBe('投诉事件');
  });
});
