import { describe, expect, it } from 'vitest';
import { TimeUnit, WarrantyBasis, WarrantyStatus } from '@domain/products/products.constants';
import { addTimeUnits, chinaToday, computeWarranty, warrantyStatus } from '@domain/products/warranty';

const base = { basis: WarrantyBasis.purchase, period: 1, unit: TimeUnit.year, purchaseDate: null, installDate: null, warrantyStart: null, warrantyEnd: null } as const;

describe('addTimeUnits', () => {
  it('adds days across month and year ends', () => {
    expect(addTimeUnits('2026-12-25', 10, TimeUnit.day)).toBe('2027-01-04');
    expect(addTimeUnits('2024-02-28', 1, TimeUnit.day)).toBe('2024-02-29');
  });

  it('adds months keeping the day, clamped to the last day of a shorter month', () => {
    expect(addTimeUnits('2026-03-15', 6, TimeUnit.month)).toBe('2026-09-15');
    expect(addTimeUnits('2024-01-31', 1, TimeUnit.month)).toBe('2024-02-29');
    expect(addTimeUnits('2025-01-31', 1, TimeUnit.month)).toBe('2025-02-28');
    expect(addTimeUnits('2026-11-30', 3, TimeUnit.month)).toBe('2027-02-28');
  });

  it('adds years, a leap day falling back to 28 February', () => {
    expect(addTimeUnits('2026-03-01', 2, TimeUnit.year)).toBe('2028-03-01');
    expect(addTimeUnits('2024-02-29', 1, TimeUnit.year)).toBe('2025-02-28');
    expect(addTimeUnits('2024-02-29', 4, TimeUnit.year)).toBe('2028-02-29');
  });
});

describe('computeWarranty', () => {
  it('counts from the purchase date when the basis is purchase time (2)', () => {
    expect(computeWarranty({ ...base, purchaseDate: '2026-03-01', installDate: '2026-04-10' })).toEqual({ warrantyStart: '2026-03-01', warrantyEnd: '2027-03-01' });
  });

  it('counts from the install date when the basis is install time (3)', () => {
    const input = { ...base, basis: WarrantyBasis.install, period: 18, unit: TimeUnit.month, purchaseDate: '2026-03-01', installDate: '2026-04-10' };
    expect(computeWarranty(input)).toEqual({ warrantyStart: '2026-04-10', warrantyEnd: '2027-10-10' });
  });

  it('uses days as the unit (1)', () => {
    expect(computeWarranty({ ...base, period: 90, unit: TimeUnit.day, purchaseDate: '2026-01-01' }).warrantyEnd).toBe('2026-04-01');
  });

  it('leaves the warranty open when the basis date or the period is missing', () => {
    expect(computeWarranty({ ...base, basis: WarrantyBasis.install, purchaseDate: '2026-03-01' })).toEqual({ warrantyStart: null, warrantyEnd: null });
    expect(computeWarranty({ ...base, period: null, purchaseDate: '2026-03-01' })).toEqual({ warrantyStart: '2026-03-01', warrantyEnd: null });
  });

  it('keeps dates entered by hand over the computed ones', () => {
    expect(computeWarranty({ ...base, purchaseDate: '2026-03-01', warrantyStart: '2026-05-01' }).warrantyEnd).toBe('2027-05-01');
    expect(computeWarranty({ ...base, purchaseDate: '2026-03-01', warrantyEnd: '2030-01-01' })).toEqual({ warrantyStart: '2026-03-01', warrantyEnd: '2030-01-01' });
  });
});

describe('warrantyStatus', () => {
  it('is in warranty from the start through the end day', () => {
    expect(warrantyStatus('2026-03-01', '2027-03-01', '2027-03-01')).toBe(WarrantyStatus.active);
    expect(warrantyStatus('2026-03-01', '2027-03-01', '2027-03-02')).toBe(WarrantyStatus.expired);
    expect(warrantyStatus('2026-03-01', '2027-03-01', '2026-02-28')).toBe(WarrantyStatus.notStarted);
    expect(warrantyStatus(null, null, '2026-01-01')).toBe(WarrantyStatus.unknown);
  });

  it('takes today in China time', () => {
    expect(chinaToday(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
    expect(chinaToday(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
  });
});
