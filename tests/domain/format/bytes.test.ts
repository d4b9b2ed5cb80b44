import { describe, expect, it } from 'vitest';
import { formatBytes } from '@domain/format/bytes';

describe('formatBytes', () => {
  it('gives 0 Bytes for empty or zero input', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(null)).toBe('0 Bytes');
    expect(formatBytes(undefined)).toBe('0 Bytes');
    expect(formatBytes('')).toBe('0 Bytes');
    expect(formatBytes(-5)).toBe('0 Bytes');
  });

  it('keeps whole bytes below one KB', () => {
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
  });

  it('steps by 1024 with two decimals', () => {
    expect(formatBytes(1024)).toBe('1.00 KB');
    expect(formatBytes(1536)).toBe('1.50 KB');
    expect(formatBytes('1048576')).toBe('1.00 MB');
    expect(formatBytes(5.25 * 1024 ** 3)).toBe('5.25 GB');
    expect(formatBytes(1024 ** 4)).toBe('1.00 TB');
  });

  it('stops at YB', () => {
    expect(formatBytes(1024 ** 8)).toBe('1.00 YB');
    expect(formatBytes(2048 * 1024 ** 8)).toBe('2048.00 YB');
  });
});
