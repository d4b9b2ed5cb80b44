import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanInput } from '@/components/scan-input/scan-input';

const scans: string[] = [];
const enters: string[] = [];

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ScanInput aria-label="序列号" value={value} onChange={setValue} onScan={(code) => scans.push(code)} onPressEnter={() => enters.push(value)} />;
}

/** Keys as a device sends them: `gapMs` apart on the (fake) clock. */
function keys(input: HTMLElement, text: string, gapMs: number) {
  for (const key of text) {
    vi.advanceTimersByTime(gapMs);
    fireEvent.keyDown(input, { key });
  }
}

afterEach(() => {
  scans.length = 0;
  enters.length = 0;
  vi.useRealTimers();
});

describe('ScanInput', () => {
  it('a scanner burst ended by Enter replaces the field with the code; its Enter is not the field\'s', () => {
    vi.useFakeTimers();
    render(<Field initial="旧内容" />);
    const input = screen.getByLabelText('序列号') as HTMLInputElement;
    keys(input, 'SN20300601', 5);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(scans).toEqual(['SN20300601']);
    expect(input.value).toBe('SN20300601');
    expect(enters).toEqual([]);
  });

  it('a person typing (keys 30 ms or more apart) is no scan, and Enter is the field\'s', () => {
    vi.useFakeTimers();
    render(<Field initial="SN123456" />);
    const input = screen.getByLabelText('序列号') as HTMLInputElement;
    keys(input, 'ABCDEFG', 30);
    vi.advanceTimersByTime(100);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(scans).toEqual([]);
    expect(enters).toEqual(['SN123456']);
  });

  it('a burst of five characters or fewer is no code', () => {
    vi.useFakeTimers();
    render(<Field />);
    const input = screen.getByLabelText('序列号') as HTMLInputElement;
    keys(input, '12345', 5);
    vi.advanceTimersByTime(100);
    expect(scans).toEqual([]);
    expect(input.value).toBe('');
  });
});
