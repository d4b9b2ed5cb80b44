import { Input } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { createScanReader, SCAN_IDLE_MS } from '@/lib/scan-reader';

export interface KeywordSearchProps {
  /** The keyword in force. */
  value: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  width?: number;
  /**
   * A hardware scanner fills this box (a serial number, a code): a scan (keys under 30 ms apart, more
   * than 5 characters, spec part 1 section 5) replaces what the box held and searches at once; the
   * scanner's closing Enter does not search a second time. Typing by hand works as without it.
   */
  scan?: boolean;
}

/**
 * The keyword box of a list toolbar: typing edits a draft that Enter or the icon searches and clearing
 * the box searches everything again; a keyword set from outside (a saved search plan) shows in the box.
 */
export function KeywordSearch({ value, onSearch, placeholder, width = 240, scan = false }: KeywordSearchProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const box = useRef<HTMLSpanElement>(null);
  const searchRef = useRef(onSearch);
  searchRef.current = onSearch;
  // When the last scan ended: the scanner's Enter arrives in the keydown that ends it.
  const scannedAt = useRef(-Infinity);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  useEffect(() => {
    const input = box.current?.querySelector('input');
    if (!scan || !input) return;
    return createScanReader({
      target: input,
      onScan: (code) => {
        scannedAt.current = Date.now();
        setDraft(code);
        searchRef.current(code.trim());
      },
    });
  }, [scan]);

  const search = (text: string) => {
    if (Date.now() - scannedAt.current < SCAN_IDLE_MS) return;
    onSearch(text.trim());
  };

  return (
    <span ref={box} style={{ display: 'inline-block' }}>
      <Input.Search
        allowClear
        aria-label={placeholder}
        placeholder={placeholder}
        style={{ width }}
        value={draft}
        onChange={setDraft}
        onSearch={search}
        onClear={() => onSearch('')}
      />
    </span>
  );
}
