import '@arco-design/web-react/es/InputTag/style/css.js';
import { Button, Card, Checkbox, Form, Input, InputTag, Select, Space, Switch } from '@arco-design/web-react';
import { useState } from 'react';
import { PRIORITIES, PRIORITY_NAMES } from '@domain/orders/order.constants';
import {
  ACTION_KIND_NAMES,
  ACTIONS_OF,
  ActionKind,
  CUSTOM_FIELD_PREFIX,
  FIELDS_OF,
  FOLLOW_UP_NAMES,
  FOLLOW_UP_TARGETS,
  MOMENT_NAMES,
  MOMENTS_OF,
  NOTIFY_WHO_NAMES,
  NOTIFY_WHO_OF,
  OPERATOR_NAMES,
  OPERATORS,
  RECORD_KIND_NAMES,
  RECORD_KINDS,
  RecordKind,
  VALUELESS_OPERATORS,
  type ActionKindValue,
  type MomentValue,
  type OperatorValue,
  type RecordKindValue,
} from '@domain/triggers/triggers.constants';
import { CHANNEL_NAMES, NOTIFY_CHANNELS, NotifyChannel } from '@domain/notifications/triggers';
import { notifyChannelsOf, type TriggerDetail } from '@domain/triggers/triggers.schemas';
import type { FieldMapping } from '@domain/triggers/field-mappings';
import type { SaveTriggerArgs } from '../triggers.api';

export interface Option {
  value: number;
  label: string;
}
export interface TriggerEditorOptions {
  orderTypes: Option[];
  eventTemplates: Option[];
  groups: Option[];
  users: Option[];
}

interface ConditionDraft {
  field: string;
  operator: OperatorValue;
  value: string | string[];
}
interface ActionDraft {
  kind: ActionKindValue;
  config: Record<string, unknown>;
}

const fieldOptions = (kind: RecordKindValue) => FIELDS_OF[kind].map((f) => ({ value: f.key, label: f.name }));
const SETTABLE = FIELDS_OF[RecordKind.order].filter((f) => f.settable).map((f) => ({ value: f.key, label: f.name }));
const fieldKind = (field: string) => FIELDS_OF[RecordKind.order].find((f) => f.key === field)?.kind ?? 'text';
const asValue = (field: string, v: string) => (fieldKind(field) !== 'text' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);
const isField = (kind: RecordKindValue, field: string) => FIELDS_OF[kind].some((f) => f.key === field) || field.startsWith(CUSTOM_FIELD_PREFIX);
/** A typed name that is no listed field is a custom field's key. */
const fieldOrCustom = (listed: readonly { value: string }[], field: string) => (listed.some((f) => f.value === field) || field.startsWith(CUSTOM_FIELD_PREFIX) ? field : `${CUSTOM_FIELD_PREFIX}${field}`);
const TARGETS = FOLLOW_UP_TARGETS.map((f) => ({ value: f.key, label: f.name }));
/** A new action's config: a follow-up starts as an order with no mappings. */
const configFor = (kind: ActionKindValue): Record<string, unknown> => (kind === ActionKind.followUp ? { recordKind: RecordKind.order, mappings: [] } : {});

type Draft = ReturnType<typeof draftOf>;
const draftOf = (t: TriggerDetail | null) => ({
  name: t?.name ?? '',
  recordKind: (t?.recordKind ?? RecordKind.order) as RecordKindValue,
  moment: (t?.moment ?? 1) as MomentValue,
  enabled: t?.enabled ?? true,
  remark: t?.remark ?? '',
  templateIds: t?.templateIds ?? [],
  conditions: (t?.conditions ?? []).map(
    (c): ConditionDraft => ({ field: c.field, operator: c.operator, value: Array.isArray(c.value) ? c.value.map(String) : c.value === null ? '' : String(c.value) }),
  ),
  actions: (t?.actions ?? []).map((a): ActionDraft => ({ kind: a.kind, config: a.config })),
});

/** The /trigger/detail editor: when, which orders, which conditions, and the actions in order. */
export function TriggerEditor({ trigger, options, saving, onSave }: { trigger: TriggerDetail | null; options: TriggerEditorOptions; saving: boolean; onSave: (args: SaveTriggerArgs) => void }) {
  const [draft, setDraft] = useState(() => draftOf(trigger));
  const set = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }));
  const setCondition = (i: number, change: Partial<ConditionDraft>) => set({ conditions: draft.conditions.map((c, j) => (j === i ? { ...c, ...change } : c)) });
  const setAction = (i: number, config: Record<string, unknown>) => set({ actions: draft.actions.map((a, j) => (j === i ? { ...a, config: { ...a.config, ...config } } : a)) });
  const kind = draft.recordKind;
  const fields = fieldOptions(kind);

  const submit = () =>
    onSave({
      id: trigger?.id,
      version: trigger?.version,
      name: draft.name,
      recordKind: draft.recordKind,
      moment: draft.moment,
      enabled: draft.enabled,
      remark: draft.remark,
      templateIds: draft.templateIds,
      conditions: draft.conditions.map((c) => ({
        field: c.field,
        operator: c.operator,
        value: VALUELESS_OPERATORS.includes(c.operator) ? null : Array.isArray(c.value) ? c.value.map((v) => asValue(c.field, v)) : asValue(c.field, c.value),
      })),
      actions: draft.actions.map((a, sort) => ({ kind: a.kind, sort, config: a.config })),
    });

  return (
    <Form layout="vertical" style={{ maxWidth: 960 }} onSubmit={submit}>
      <Space size="large" align="start" wrap>
        <Form.Item label="触发器名称" required style={{ width: 320 }}>
          <Input value={draft.name} maxLength={50} onChange={(name) => set({ name })} placeholder="例如：紧急安装单自动派组" />
        </Form.Item>
        <Form.Item label="触发对象" required style={{ width: 120 }}>
          <Select value={kind} onChange={(recordKind: RecordKindValue) => setDraft((d) => switchKind(d, recordKind))} options={RECORD_KINDS.map((k) => ({ value: k, label: RECORD_KIND_NAMES[k] }))} />
        </Form.Item>
        <Form.Item label="触发时机" required style={{ width: 160 }}>
          <Select value={draft.moment} onChange={(moment) => set({ moment })} options={MOMENTS_OF[kind].map((m) => ({ value: m, label: MOMENT_NAMES[m] }))} />
        </Form.Item>
        <Form.Item label="启用" style={{ width: 80 }}>
          <Switch checked={draft.enabled} onChange={(enabled) => set({ enabled })} aria-label="启用" />
        </Form.Item>
      </Space>
      <Form.Item label={`匹配范围（${RECORD_KIND_NAMES[kind]}类型，不选为全部）`}>
        <Select
          mode="multiple"
          allowClear
          placeholder={`全部${RECORD_KIND_NAMES[kind]}类型`}
          value={draft.templateIds}
          onChange={(templateIds) => set({ templateIds })}
          options={kind === RecordKind.order ? options.orderTypes : options.eventTemplates}
        />
      </Form.Item>

      <Card title="范围条件（全部满足）" size="small" bordered style={{ marginBottom: 16 }}>
        {draft.conditions.map((c, i) => (
          <Space key={i} align="start" style={{ display: 'flex', marginBottom: 8 }} wrap>
            <Select
              aria-label={`条件${i + 1}字段`}
              style={{ width: 180 }}
              value={c.field}
              allowCreate
              showSearch
              placeholder="字段（自定义字段填 values.字段名）"
              onChange={(field: string) => setCondition(i, { field: isField(kind, field) ? field : `${CUSTOM_FIELD_PREFIX}${field}` })}
              options={fields}
            />
            <Select aria-label={`条件${i + 1}运算符`} style={{ width: 110 }} value={c.operator} onChange={(operator) => setCondition(i, { operator, value: operator === 'in' ? [] : '' })} options={OPERATORS.map((o) => ({ value: o, label: OPERATOR_NAMES[o] }))} />
            {VALUELESS_OPERATORS.includes(c.operator) ? null : c.field === 'priority' ? (
              <Select
                aria-label={`条件${i + 1}值`}
                style={{ width: 200 }}
                mode={c.operator === 'in' ? 'multiple' : undefined}
                value={c.value}
                onChange={(value) => setCondition(i, { value })}
                options={PRIORITIES.map((p) => ({ value: String(p), label: PRIORITY_NAMES[p] }))}
              />
            ) : c.operator === 'in' ? (
              <InputTag aria-label={`条件${i + 1}值`} style={{ width: 240 }} value={c.value as string[]} onChange={(value) => setCondition(i, { value })} placeholder="输入后回车" />
            ) : (
              <Input aria-label={`条件${i + 1}值`} style={{ width: 200 }} value={c.value as string} onChange={(value) => setCondition(i, { value })} />
            )}
            <Button status="danger" type="text" onClick={() => set({ conditions: draft.conditions.filter((_, j) => j !== i) })}>
              移除
            </Button>
          </Space>
        ))}
        <Button type="dashed" onClick={() => set({ conditions: [...draft.conditions, { field: 'priority', operator: 'eq', value: '' }] })}>
          添加条件
        </Button>
      </Card>

      <Card title="动作（依次执行）" size="small" bordered style={{ marginBottom: 16 }}>
        {draft.actions.map((a, i) => (
          <Space key={i} align="start" style={{ display: 'flex', marginBottom: 8 }} wrap>
            <Select
              aria-label={`动作${i + 1}类型`}
              style={{ width: 150 }}
              value={a.kind}
              onChange={(kind: ActionKindValue) => set({ actions: draft.actions.map((x, j) => (j === i ? { kind, config: configFor(kind) } : x)) })}
              options={ACTIONS_OF[kind].map((k) => ({ value: k, label: ACTION_KIND_NAMES[k] }))}
            />
            <ActionConfig index={i} recordKind={kind} action={a} options={options} onChange={(config) => setAction(i, config)} />
            <Button status="danger" type="text" onClick={() => set({ actions: draft.actions.filter((_, j) => j !== i) })}>
              移除
            </Button>
          </Space>
        ))}
        <Button type="dashed" onClick={() => set({ actions: [...draft.actions, { kind: ActionKind.notify, config: { who: [], userIds: [], content: '', channels: [NotifyChannel.notice] } }] })}>
          添加动作
        </Button>
      </Card>

      <Form.Item label="备注">
        <Input.TextArea value={draft.remark} maxLength={200} onChange={(remark) => set({ remark })} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存触发器
      </Button>
    </Form>
  );
}

/** Another record kind keeps only what fits it: its moments, its fields, its actions; the match range starts again. */
function switchKind(d: Draft, recordKind: RecordKindValue): Draft {
  const who = NOTIFY_WHO_OF[recordKind];
  return {
    ...d,
    recordKind,
    moment: MOMENTS_OF[recordKind].includes(d.moment) ? d.moment : MOMENTS_OF[recordKind][0],
    templateIds: [],
    conditions: d.conditions.filter((c) => isField(recordKind, c.field)),
    actions: d.actions
      .filter((a) => ACTIONS_OF[recordKind].includes(a.kind))
      .map((a) => {
        if (a.kind === ActionKind.notify) return { ...a, config: { ...a.config, who: ((a.config.who as string[]) ?? []).filter((w) => (who as readonly string[]).includes(w)) } };
        if (a.kind === ActionKind.followUp) return { ...a, config: { ...a.config, mappings: ((a.config.mappings as FieldMapping[]) ?? []).filter((m) => isField(recordKind, m.sourceField)) } };
        return a;
      }),
  };
}

function ActionConfig({ index, recordKind, action, options, onChange }: { index: number; recordKind: RecordKindValue; action: ActionDraft; options: TriggerEditorOptions; onChange: (config: Record<string, unknown>) => void }) {
  const c = action.config;
  const label = (what: string) => `动作${index + 1}${what}`;
  const users = (key: string, what: string) => (
    <Select aria-label={label(what)} mode="multiple" style={{ width: 240 }} placeholder={what} value={(c[key] as number[]) ?? []} onChange={(v) => onChange({ [key]: v })} options={options.users} />
  );
  switch (action.kind) {
    case ActionKind.notify:
      return (
        <Space wrap>
          <Checkbox.Group aria-label={label('通知对象')} value={(c.who as string[]) ?? []} onChange={(who) => onChange({ who })} options={NOTIFY_WHO_OF[recordKind].map((w) => ({ value: w, label: NOTIFY_WHO_NAMES[w] }))} />
          {users('userIds', '通知人员')}
          <Checkbox.Group
            aria-label={label('通知方式')}
            value={notifyChannelsOf(c)}
            onChange={(channels) => onChange({ channels })}
            options={NOTIFY_CHANNELS.map((ch) => ({ value: ch, label: CHANNEL_NAMES[ch] }))}
          />
          <Input
            aria-label={label('通知内容')}
            style={{ width: 280 }}
            placeholder={`通知内容，可用 ${recordKind === RecordKind.order ? '{工单编号} {工单标题}' : '{事件编号} {事件标题}'} {客户名称}`}
            value={(c.content as string) ?? ''}
            onChange={(content) => onChange({ content })}
          />
        </Space>
      );
    case ActionKind.setFields: {
      const [first] = (c.fields as { field: string; value: unknown }[] | undefined) ?? [{ field: 'priority', value: '' }];
      const update = (f: { field: string; value: unknown }) => onChange({ fields: [f] });
      return (
        <Space>
          <Select aria-label={label('字段')} style={{ width: 160 }} allowCreate value={first.field} onChange={(field: string) => update({ field: fieldOrCustom(SETTABLE, field), value: '' })} options={SETTABLE} />
          {first.field === 'priority' ? (
            <Select aria-label={label('字段值')} style={{ width: 140 }} value={first.value as number} onChange={(value) => update({ ...first, value })} options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_NAMES[p] }))} />
          ) : (
            <Input aria-label={label('字段值')} style={{ width: 200 }} value={String(first.value ?? '')} onChange={(value) => update({ ...first, value })} />
          )}
        </Space>
      );
    }
    case ActionKind.assignUser:
      return <Select aria-label={label('指派人员')} style={{ width: 200 }} showSearch value={c.userId as number} onChange={(userId) => onChange({ userId })} options={options.users} />;
    case ActionKind.assignGroup:
    case ActionKind.putPool:
      return (
        <Select
          aria-label={label('服务组')}
          style={{ width: 200 }}
          allowClear={action.kind === ActionKind.putPool}
          placeholder={action.kind === ActionKind.putPool ? '公共公海' : '服务组'}
          value={c.groupId as number}
          onChange={(groupId) => onChange({ groupId: groupId ?? null })}
          options={options.groups}
        />
      );
    case ActionKind.copyTo:
      return users('userIds', '抄送人员');
    case ActionKind.webhook:
      return (
        <Space>
          <Input aria-label={label('Webhook 地址')} style={{ width: 280 }} placeholder="https://" value={(c.url as string) ?? ''} onChange={(url) => onChange({ url })} />
          <Input.Password aria-label={label('签名密钥')} style={{ width: 180 }} placeholder="签名密钥" value={(c.secret as string) ?? ''} onChange={(secret) => onChange({ secret })} />
        </Space>
      );
    case ActionKind.followUp:
      return <FollowUpConfig label={label} recordKind={recordKind} config={c} options={options} onChange={onChange} />;
  }
}

/** 新建后续工单/事件: the kind and type of the new record, and the source → target field mappings (custom fields as values.字段名). */
function FollowUpConfig({ label, recordKind, config, options, onChange }: { label: (what: string) => string; recordKind: RecordKindValue; config: Record<string, unknown>; options: TriggerEditorOptions; onChange: (config: Record<string, unknown>) => void }) {
  const target = (config.recordKind as RecordKindValue | undefined) ?? RecordKind.order;
  const mappings = (config.mappings as FieldMapping[] | undefined) ?? [];
  const sources = fieldOptions(recordKind);
  const setMapping = (j: number, change: Partial<FieldMapping>) => onChange({ mappings: mappings.map((m, k) => (k === j ? { ...m, ...change } : m)) });
  return (
    <Space direction="vertical">
      <Space>
        <Select aria-label={label('后续对象')} style={{ width: 150 }} value={target} onChange={(kind: RecordKindValue) => onChange({ recordKind: kind, templateId: undefined })} options={RECORD_KINDS.map((k) => ({ value: k, label: FOLLOW_UP_NAMES[k] }))} />
        <Select
          aria-label={label('后续类型')}
          style={{ width: 180 }}
          placeholder={target === RecordKind.order ? '工单类型' : '事件类型'}
          value={config.templateId as number | undefined}
          onChange={(templateId: number) => onChange({ templateId })}
          options={target === RecordKind.order ? options.orderTypes : options.eventTemplates}
        />
      </Space>
      {mappings.map((m, j) => (
        <Space key={j}>
          <Select aria-label={label(`映射${j + 1}来源字段`)} style={{ width: 160 }} allowCreate showSearch value={m.sourceField} onChange={(f: string) => setMapping(j, { sourceField: fieldOrCustom(sources, f) })} options={sources} />
          <span>→</span>
          <Select aria-label={label(`映射${j + 1}目标字段`)} style={{ width: 160 }} allowCreate showSearch value={m.targetField} onChange={(f: string) => setMapping(j, { targetField: fieldOrCustom(TARGETS, f) })} options={TARGETS} />
          <Button type="text" status="danger" onClick={() => onChange({ mappings: mappings.filter((_, k) => k !== j) })}>
            移除映射
          </Button>
        </Space>
      ))}
      <Button type="dashed" size="small" onClick={() => onChange({ mappings: [...mappings, { sourceField: 'title', targetField: 'title' }] })}>
        添加字段映射
      </Button>
    </Space>
  );
}
