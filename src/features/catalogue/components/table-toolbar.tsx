import { Input } from '@arco-design/web-react';
import { AddDeleteButtons, type AddDeleteButtonsProps } from '@/components/row-actions/add-delete-buttons';

export interface TableToolbarProps {
  searchPlaceholder: string;
  onSearch: (text: string) => void;
  /** The add and batch-delete buttons, for those who manage the rows. */
  manage?: AddDeleteButtonsProps;
}

/** Search on the left; 新增 and 批量删除 on the right. */
export function TableToolbar({ searchPlaceholder, onSearch, manage }: TableToolbarProps) {
  return (
    <div style={{ display: 'flex', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
      <Input.Search allowClear placeholder={searchPlaceholder} style={{ width: 240 }} onSearch={(text) => onSearch(text.trim())} onClear={() => onSearch('')} />
      <div style={{ flex: 1 }} />
      {manage && <AddDeleteButtons {...manage} />}
    </div>
  );
}
