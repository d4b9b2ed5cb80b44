import { Button, Input } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';

export interface TemplateToolbarProps {
  searchPlaceholder: string;
  onSearch: (text: string) => void;
  /** The add button's text, e.g. 新建工单类型. */
  addLabel: string;
  onAdd: () => void;
  /** Filters shown before the search box. */
  children?: ReactNode;
}

/** Filters and search on the left, the add button on the right. */
export function TemplateToolbar({ searchPlaceholder, onSearch, addLabel, onAdd, children }: TemplateToolbarProps) {
  return (
    <div style={{ display: 'flex', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
      {children}
      <Input.Search allowClear placeholder={searchPlaceholder} style={{ width: 240 }} onSearch={(text) => onSearch(text.trim())} onClear={() => onSearch('')} />
      <div style={{ flex: 1 }} />
      <Button type="primary" icon={<IconPlus />} onClick={onAdd}>
        {addLabel}
      </Button>
    </div>
  );
}
