import { Input, type InputProps } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input/interface';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createScanReader, SCAN_IDLE_MS } from '@/lib/scan-reader';

export interface ScanInputProps extends InputProps {
  /** A hardware scanner read a code into the field (after it has become the field's value). */
  onScan?: (code: string) => void;
}

/**
 * An input a hardware scanner fills (spec part 1 sections 5 and 9: keys under 30 ms apart, a code
 * longer than 5 characters). A scanned code replaces what the field held, and the scanner's closing
 * Enter is the scan's, not the field's (it neither presses Enter for the field nor submits a form).
 * Typing by hand works as in any input.
 */
export function ScanInput({ onScan, onChange, onPressEnter, ...props }: ScanInputProps) {
  const ref = useRef<RefInputType>(null);
  const handlers = useRef({ onScan, onChange });
  handlers.current = { onScan, onChange };
  // When the last scan ended: the scanner's Enter arrives in the same keydown that ends it.
  const scannedAt = useRef(-Infinity);

  useEffect(() => {
    const element = ref.current?.dom;
    if (!element) return;
    return createScanReader({
      target: element,
      onScan: (code) => {
        scannedAt.current = Date.now();
        handlers.current.onChange?.(code, { target: { value: code } } as never);
        handlers.current.onScan?.(code);
      },
    });
  }, []);

  const handlePressEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (Date.now() - scannedAt.current < SCAN_IDLE_MS) {
      event.preventDefault();
      return;
    }
    onPressEnter?.(event);
  };

  return <Input ref={ref} onChange={onChange} onPressEnter={handlePressEnter} {...props} />;
}
