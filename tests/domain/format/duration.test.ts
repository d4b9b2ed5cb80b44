import { describe, expect, it } from 'vitest';
import { formatDuration } from '@domain/format/duration';

describe('formatDuration', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(7)).toBe('00:07');
    expect(formatDuration(65)).toBe('01:05');
  });

  it('lets minutes pass 59', () => {
    expect(formatDuration(75 * 60 + 3)).toBe('75:03');
  });

  it('drops fractions and treats missing or negative input as zero', () => {
    expect(formatDuration(61.9)).toBe('01:01');
    expect(formatDuration(null)).toBe('00:00');
    expect(formatDuration(-3)).toBe('00:00');
  });
});
