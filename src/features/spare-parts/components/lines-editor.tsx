import { Button, Input, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
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
}

let nextKey = 1;
export const newLine = (): DraftLine => ({ key: nextKey++, qty: '1' });

/** The lines of a movement: a part and a quantity each; rows are added and removed freely. */
export function LinesEditor({ lines, onChange, qtyLabel = '数量' }: LinesEditorProps) {
  const set = (key: number, change: Partial<DraftLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {lines.map((line, i) => (
        <Space key={line.key}>
          <span style={{ width: 40, display: 'inline-block' }}>第{i + 1}行</span>
          <PartSelect aria-label={`第${i + 1}行备件`} value={line.partId} onChange={(partId) => set(line.key, { partId })} />
          <Input aria-label={`第${i + 1}行${qtyLabel}`} style={{ width: 120 }} value={line.qty} onChange={(qty) => set(line.key, { qty })} placeholder={qtyLabel} />
          <Button aria-label={`删除第${i + 1}行`} icon={<IconDelete />} disabled={lines.length === 1} onClick={() => onChange(lines.filter((l) => l.key !== line.key))} />
        </Space>
      ))}
      <Button type="dashed" icon={<IconPlus />} onClick={() => onChange([...lines, newLine()])}>
        添加一行
      </Button>
    </Space>
  );
}

/** Lines ready to send (rows without a part are left out). */
export const readyLines = (lines: DraftLine[]) => lines.filter((l) => l.partId !== undefined).map((l) => ({ partId: l.partId!, qty: l.qty.trim() }));
