/**
 * FilterPanel: the search form above every list (orders, customers, events ...).
 *
 * - `fields` describe the filters (text, select, multi-select, day range with the spec's quick ranges,
 *   or any control through `render`); values travel as one object keyed by field key.
 * - The panel edits a draft; 查询 hands it to `onSearch`, 重置 empties it and searches at once.
 *   When `value` changes from outside (a link with a keyword, a saved plan applied) the draft follows.
 * - Only the first `visibleCount` fields show until 展开 is pressed.
 * - `plans` is a slot beside the buttons for saved search plans (a dropdown that calls onSearch).
 *
 *   <FilterPanel fields={ORDER_FILTERS} value={filters} onSearch={setFilters} plans={<SearchPlans .../>} />
 */
import { Button, Grid, Input, Select } from '@arco-design/web-react';
import { IconDown, IconRefresh, IconSearch, IconUp } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
import { matchesOptionName } from '@/lib/option-filter';
import { DateRangeFilter, type DateRangeValue } from './date-range-filter';

export type FilterValues = Record<string, unknown>;
export interface FilterOption {
  value: string | number;
  label: string;
}

interface FieldBase {
  key: string;
  label: string;
}
export type FilterField = FieldBase &
  (
    | { kind: 'text'; placeholder?: string }
    | { kind: 'select'; options: readonly FilterOption[]; multiple?: boolean; loading?: boolean }
    | { kind: 'dateRange' }
    | { kind: 'custom'; render: (value: unknown, onChange: (value: unknown) => void) => ReactNode }
  );

export interface FilterPanelProps {
  fields: readonly FilterField[];
  value: FilterValues;
  onSearch: (values: FilterValues) => void;
  visibleCount?: number;
  plans?: ReactNode;
}

/** Drops empty values, so the query string carries only filters in use. */
export function compactFilters(values: FilterValues): FilterValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)));
}

function FieldControl({ field, value, onChange }: { field: FilterField; value: unknown; onChange: (value: unknown) => void }) {
  switch (field.kind) {
    case 'text':
      return <Input allowClear aria-label={field.label} placeholder={field.placeholder ?? `请输入${field.label}`} value={(value as string) ?? ''} onChange={onChange} />;
    case 'select':
      return (
        <Select
          aria-label={field.label}
          placeholder={`请选择${field.label}`}
          mode={field.multiple ? 'multiple' : undefined}
          allowClear
          showSearch
          loading={field.loading}
          filterOption={matchesOptionName}
          value={value as string}
          onChange={onChange}
        >
          {field.options.map((o) => (
            <Select.Option key={o.value} value={o.value} extra={o.label}>
              {o.label}
            </Select.Option>
          ))}
        </Select>
      );
    case 'dateRange':
      return <DateRangeFilter aria-label={field.label} value={value as DateRangeValue | undefined} onChange={onChange} />;
    case 'custom':
      return <>{field.render(value, onChange)}</>;
  }
}

export function FilterPanel({ fields, value, onSearch, visibleCount = 6, plans }: FilterPanelProps) {
  const [draft, setDraft] = useState<FilterValues>(value);
  const [applied, setApplied] = useState(value);
  const [expanded, setExpanded] = useState(false);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  const shown = expanded ? fields : fields.slice(0, visibleCount);

  const handleReset = () => {
    setDraft({});
    onSearch({});
  };

  return (
    <form
      className="filter-panel"
      aria-label="筛选"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(compactFilters(draft));
      }}
      style={{ marginBottom: 12 }}
    >
      <Grid.Row gutter={[12, 12]}>
        {shown.map((field) => (
          <Grid.Col key={field.key} xs={24} sm={12} md={8} xl={6} xxl={4}>
            <div style={{ fontSize: 12, color: 'var(--color-text-3)', marginBottom: 4 }}>{field.label}</div>
            <FieldControl field={field} value={draft[field.key]} onChange={(v) => setDraft((d) => ({ ...d, [field.key]: v }))} />
          </Grid.Col>
        ))}
      </Grid.Row>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12, alignItems: 'center' }}>
        <Button type="primary" htmlType="submit" icon={<IconSearch />}>
          查询
        </Button>
        <Button icon={<IconRefresh />} onClick={handleReset}>
          重置
        </Button>
        {fields.length > visibleCount && (
          <Button type="text" onClick={() => setExpanded((e) => !e)} icon={expanded ? <IconUp /> : <IconDown />}>
            {expanded ? '收起' : '展开'}
          </Button>
        )}
        <div style={{ flex: 1 }} />
        {plans}
      </div>
    </form>
  );
}
