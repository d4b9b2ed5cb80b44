import { Input } from '@arco-design/web-react';
import { useState } from 'react';

export interface KeywordSearchProps {
  /** The keyword in force. */
  value: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  width?: number;
}

/**
 * The keyword box of a list toolbar: typing edits a draft that Enter or the icon searches and clearing
 * the box searches everything again; a keyword set from outside (a saved search plan) shows in the box.
 */
export function KeywordSearch({ value, onSearch, placeholder, width = 240 }: KeywordSearchProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <Input.Search
      allowClear
      aria-label={placeholder}
      placeholder={placeholder}
      style={{ width }}
      value={draft}
      onChange={setDraft}
      onSearch={(text) => onSearch(text.trim())}
      onClear={() => onSearch('')}
    />
  );
}
