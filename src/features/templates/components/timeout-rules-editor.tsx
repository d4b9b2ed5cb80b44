import { Button, InputNumber, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { MAX_TIMEOUT } from '@domain/templates/template-common.schemas';
import { TIMEOUT_UNIT_NAMES, TIMEOUT_UNITS, TimeoutUnit, type TimeoutUnitValue } from '@domain/templates/template.constants';

/** One rule while it is edited: counted from `point` (an order time node or an event stage). */
export interface TimeoutRuleDraft {
  point: number;
  timeout?: number;
  unit: TimeoutUnitValue;
  notify: number[];
}

type Stored<K extends string> = Record<K, number> & Omit<TimeoutRuleDraft, 'point'>;

/** Stored rules (SLA rules by `node`, event timeouts by `stage`) as the editor shows them, and back. */
export const toDrafts = <K extends string>(rules: readonly Stored<K>[], key: K): TimeoutRuleDraft[] =>
  rules.map((r) => ({ point: r[key], timeout: r.timeout, unit: r.unit, notify: [...r.notify] }));
export const fromDrafts = <K extends string>(drafts: readonly TimeoutRuleDraft[], key: K): Stored<K>[] =>
  drafts.map(({ point, ...rest }) => ({ ...rest, [key]: point }) as Stored<K>);

export interface LabelledCode {
  value: number;
  label: string;
}

export interface TimeoutRulesEditorProps {
  rules: TimeoutRuleDraft[];
  onChange: (rules: TimeoutRuleDraft[]) => void;
  /** What a rule counts from, e.g. 时间节点, with its choices. */
  pointTitle: string;
  points: LabelledCode[];
  recipients: LabelledCode[];
  disabled?: boolean;
}

/** Timeout rules, one per point at most: how long, in which unit, and who is told when it runs over. */
export function TimeoutRulesEditor({ rules, onChange, pointTitle, points, recipients, disabled }: TimeoutRulesEditorProps) {
  const used = new Set(rules.map((r) => r.point));
  const free = points.filter((p) => !used.has(p.value));
  const change = (index: number, patch: Partial<TimeoutRuleDraft>) => onChange(rules.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const handleAdd = () => onChange([...rules, { point: free[0].value, timeout: undefined, unit: TimeoutUnit.hour, notify: [] }]);
  const nth = (index: number) => `第${index + 1}条`;

  const columns: TableColumnProps<TimeoutRuleDraft & { index: number }>[] = [
    {
      title: pointTitle,
      width: 170,
      render: (_, rule) => (
        <Select aria-label={`${nth(rule.index)}${pointTitle}`} value={rule.point} disabled={disabled} onChange={(point: number) => change(rule.index, { point })}>
          {points.map((p) => (
            <Select.Option key={p.value} value={p.value} disabled={used.has(p.value) && p.value !== rule.point}>
              {p.label}
            </Select.Option>
          ))}
        </Select>
      ),
    },
    {
      title: '超时时长',
      width: 240,
      render: (_, rule) => (
        <div style={{ display: 'flex', gap: 8 }}>
          <InputNumber
            aria-label={`${nth(rule.index)}超时时长`}
            min={1}
            max={MAX_TIMEOUT}
            precision={0}
            value={rule.timeout}
            disabled={disabled}
            onChange={(value) => change(rule.index, { timeout: value ?? undefined })}
          />
          <Select aria-label={`${nth(rule.index)}时间单位`} value={rule.unit} disabled={disabled} style={{ width: 90 }} onChange={(unit: TimeoutUnitValue) => change(rule.index, { unit })}>
            {TIMEOUT_UNITS.map((u) => (
              <Select.Option key={u} value={u}>
                {TIMEOUT_UNIT_NAMES[u]}
              </Select.Option>
            ))}
          </Select>
        </div>
      ),
    },
    {
      title: '通知对象',
      render: (_, rule) => (
        <Select
          aria-label={`${nth(rule.index)}通知对象`}
          mode="multiple"
          placeholder="请选择通知对象"
          value={rule.notify}
          disabled={disabled}
          options={recipients}
          onChange={(notify: number[]) => change(rule.index, { notify })}
        />
      ),
    },
    {
      title: '操作',
      width: 70,
      render: (_, rule) => (
        <Button
          type="text"
          status="danger"
          icon={<IconDelete />}
          aria-label={`删除${nth(rule.index)}规则`}
          disabled={disabled}
          onClick={() => onChange(rules.filter((_r, i) => i !== rule.index))}
        />
      ),
    },
  ];

  return (
    <>
      <Table rowKey="index" columns={columns} data={rules.map((r, index) => ({ ...r, index }))} pagination={false} noDataElement="暂无规则" />
      <Button type="dashed" long icon={<IconPlus />} style={{ marginTop: 12 }} disabled={disabled || free.length === 0} onClick={handleAdd}>
        添加规则
      </Button>
    </>
  );
}
