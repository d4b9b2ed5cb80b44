import { Message, Select, Tooltip } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { Plan } from '@domain/shell/plans';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { SortOrder, type SortOrderValue } from './sort-order';


const OPTIONS = [
  { value: SortOrder.newest, label: '最新创建在前' },
  { value: SortOrder.oldest, label: '最早创建在前' },
];

export interface SortSelectProps {
  value: SortOrderValue;
  onChange: (value: SortOrderValue) => void;
}

/** The list's sort; free enterprises keep the default and are told why (免费版不支持更改排序方式). */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { data: user } = useGetSessionUserQuery();
  const free = user?.isChargeUser === Plan.free;
  const select = (
    <Select aria-label="排序方式" style={{ width: 140 }} value={value} options={OPTIONS} disabled={free} onChange={(v: SortOrderValue) => onChange(v)} />
  );
  if (!free) return select;
  return (
    <Tooltip content={Messages.freeSortBlocked}>
      {/* A disabled select takes no clicks; its wrapper says why. */}
      <span role="presentation" onClick={() => Message.warning(Messages.freeSortBlocked)}>
        {select}
      </span>
    </Tooltip>
  );
}
