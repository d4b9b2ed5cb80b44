import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormField } from '@domain/forms/form-definition.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { scanControl } from '@/components/custom-field-form/text-controls';

/*
 * The fields a hardware scanner fills (spec part 1 section 5: a code longer than 5 characters, keys
 * less than 30 ms apart): a list's keyword box that searches a scan at once, and the form builder's
 * 扫码 field. Keys are sent `gapMs` apart on a fake clock: 5 ms is a scanner, 30 ms a person.
 */

function keys(input: HTMLElement, text: string, gapMs: number) {
  for (const key of text) {
    vi.advanceTimersByTime(gapMs);
    fireEvent.keyDown(input, { key });
  }
}
const enter = (input: HTMLElement) => fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });

const searches: string[] = [];
function Search({ initial = '' }: { initial?: string }) {
  const [keyword, setKeyword] = useState(initial);
  return (
    <KeywordSearch
      scan
      placeholder="搜索产品名称或序列号"
      value={keyword}
      onSearch={(text) => {
        searches.push(text);
        setKeyword(text);
      }}
    />
  );
}

const values: unknown[] = [];
function ScanField() {
  const [value, setValue] = useState<unknown>('旧码');
  const Entry = scanControl.Entry;
  return (
    <Entry
      field={{ id: 'sn', title: '设备条码', type: 'scanner' } as unknown as FormField}
      value={value}
      onChange={(v) => {
        values.push(v);
        setValue(v);
      }}
      context={{} as never}
    />
  );
}

afterEach(() => {
  searches.length = 0;
  values.length = 0;
  vi.useRealTimers();
});

describe('KeywordSearch with scan', () => {
  it('a scanner burst searches the code at once, and its Enter does not search again', () => {
    vi.useFakeTimers();
    render(<Search initial="空调" />);
    const input = screen.getByLabelText('搜索产品名称或序列号') as HTMLInputElement;
    keys(input, 'SN20300601', 5);
    enter(input);
    expect(searches).toEqual(['SN20300601']);
    expect(input.value).toBe('SN20300601');
  });

  it('a burst ended by a pause (no Enter) searches too', () => {
    vi.useFakeTimers();
    render(<Search />);
    const input = screen.getByLabelText('搜索产品名称或序列号');
    keys(input, 'QR-884512', 5);
    vi.advanceTimersByTime(100);
    expect(searches).toEqual(['QR-884512']);
  });

  it('a person typing (keys 30 ms apart) is no scan: only their Enter searches, with what the box holds', () => {
    vi.useFakeTimers();
    render(<Search initial="SN123456" />);
    const input = screen.getByLabelText('搜索产品名称或序列号');
    keys(input, 'ABCDEFGH', 30);
    vi.advanceTimersByTime(100);
    expect(searches).toEqual([]);
    enter(input);
    expect(searches).toEqual(['SN123456']);
  });

  it('a fast burst of five characters or fewer is no code', () => {
    vi.useFakeTimers();
    render(<Search />);
    const input = screen.getByLabelText('搜索产品名称或序列号');
    keys(input, '12345', 5);
    vi.advanceTimersByTime(100);
    expect(searches).toEqual([]);
  });

  it('without `scan` a burst is plain typing', () => {
    vi.useFakeTimers();
    render(<KeywordSearch placeholder="搜索批次号" value="" onSearch={(text) => searches.push(text)} />);
    keys(screen.getByLabelText('搜索批次号'), 'B2026001', 5);
    vi.advanceTimersByTime(100);
    expect(searches).toEqual([]);
  });
});

describe('the form builder\'s 扫码 field', () => {
  it('takes a scanned code as its value, replacing what it held', () => {
    vi.useFakeTimers();
    render(<ScanField />);
    const input = screen.getByPlaceholderText('请扫码或输入') as HTMLInputElement;
    keys(input, '6901234567892', 5);
    enter(input);
    expect(values.at(-1)).toBe('6901234567892');
    expect(input.value).toBe('6901234567892');
  });

  it('keys typed slowly are no scan', () => {
    vi.useFakeTimers();
    render(<ScanField />);
    const input = screen.getByPlaceholderText('请扫码或输入') as HTMLInputElement;
    keys(input, '6901234567892', 40);
    vi.advanceTimersByTime(100);
    expect(values).toEqual([]);
    expect(input.value).toBe('旧码');
  });
});
