import { Button, Input, Select, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useListSpareKitsQuery } from '../spare-parts.api';
import { PartScan } from './part-scan';
import { PartSelect } from './part-select';

export interface DraftLine {
  key: number;
  partId?: number;
  qty: string;
}

export interface LinesEditorProps {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  qtyLabel?: string;
  /** Offers 按套件添加: a kit's parts join the lines (posted together, as one movement). */
  withKits?: boolean;
}

let nextKey = 1;
export const newLine = (): DraftLine => ({ key: nextKey++, qty: '1' });

/** The lines of a movement: a part and a quantity each; rows are added and removed freely. */
export function LinesEditor({ lines, onChange, qtyLabel = '数量', withKits = true }: LinesEditorProps) {
  const { data: kits = [] } = useListSpareKitsQuery(undefined, { skip: !withKits });
  const addKit = (id: number) => {
    const kit = kits.find((k) => k.id === id);
    if (!kit) return;
    const kept = lines.filter((l) => l.partId !== undefined);
    onChange([...kept, ...kit.items.map((i) => ({ ...newLine(), partId: i.partId, qty: i.qty }))]);
  };
  const set = (key: number, change: Partial<DraftLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  // A scanned part adds one to its line, or takes the first empty line, or a new one.
  const addScanned = (partId: number) => {
    const same = lines.find((l) => l.partId === partId);
    if (same) return set(same.key, { qty: String((Number(same.qty) || 0) + 1) });
    const empty = lines.find((l) => l.partId === undefined);
    if (empty) return set(empty.key, { partId, qty: '1' });
    onChange([...lines, { ...newLine(), partId }]);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <PartScan onPart={addScanned} />
      {/* The lines in a Space of their own: Arco keys its items by the child's key, else by position, so a
          line keyed 2 beside the unkeyed rows around it shared a key and outlived its removal. */}
      <Space direction="vertical">
        {lines.map((line, i) => (
          <Space key={line.key} wrap>
            <span style={{ width: 40, display: 'inline-block' }}>第{i + 1}行</span>
            <PartSelect aria-label={`第${i + 1}行备件`} value={line.partId} onChange={(partId) => set(line.key, { partId })} />
            <Input aria-label={`第${i + 1}行${qtyLabel}`} style={{ width: 120 }} value={line.qty} onChange={(qty) => set(line.key, { qty })} placeholder={qtyLabel} />
            <Button aria-label={`删除第${i + 1}行`} icon={<IconDelete />} disabled={lines.length === 1} onClick={() => onChange(lines.filter((l) => l.key !== line.key))} />
          </Space>
        ))}
      </Space>
      <Space wrap>
        <Button type="dashed" icon={<IconPlus />} onClick={() => onChange([...lines, newLine()])}>
          添加一行
        </Button>
        {withKits && kits.length > 0 && (
          <Select aria-label="按套件添加" placeholder="按套件添加" style={{ width: 180 }} value={undefined} onChange={(id) => addKit(Number(id))} options={kits.map((k) => ({ value: k.id, label: k.name }))} />
        )}
      </Space>
    </Space>
  );
}

/** Lines ready to send (rows without a part are left out). */
export const readyLines = (lines: DraftLine[]) => lines.filter((l) => l.partId !== undefined).map((l) => ({ partId: l.partId!, qty: l.qty.trim() }));
