import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance } from '@domain/geo/geo';
import { nearestStaff } from '@domain/orders/assign-map';

const SHENZHEN = { lng: 114.0579, lat: 22.5431 };
const GUANGZHOU = { lng: 113.2644, lat: 23.1291 };
const BEIJING = { lng: 116.4074, lat: 39.9042 };

describe('distanceKm', () => {
  it('measures great-circle distances between cities (within a percent)', () => {
    expect(distanceKm(SHENZHEN, GUANGZHOU)).toBeGreaterThan(102);
    expect(distanceKm(SHENZHEN, GUANGZHOU)).toBeLessThan(106);
    expect(distanceKm(SHENZHEN, BEIJING)).toBeCloseTo(1943, -1);
  });
  it('is zero at one place and the same both ways', () => {
    expect(distanceKm(SHENZHEN, SHENZHEN)).toBe(0);
    expect(distanceKm(BEIJING, GUANGZHOU)).toBeCloseTo(distanceKm(GUANGZHOU, BEIJING), 9);
  });
});

describe('nearestStaff', () => {
  const staff = [
    { id: 1, position: BEIJING },
    { id: 2, position: null },
    { id: 3, position: GUANGZHOU },
    { id: 4, position: SHENZHEN },
    { id: 5, position: null },
  ];
  it('puts the nearest first with its distance, staff without a position last in their given order', () => {
    const ranked = nearestStaff(staff, { lng: 114.06, lat: 22.55 });
    expect(ranked.map((s) => s.id)).toEqual([4, 3, 1, 2, 5]);
    expect(ranked[0].distanceKm).toBeLessThan(1);
    expect(ranked[3].distanceKm).toBeNull();
  });
  it('keeps the given order, without distances, for an order that has no position', () => {
    const ranked = nearestStaff(staff, null);
    expect(ranked.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ranked.every((s) => s.distanceKm === null)).toBe(true);
  });
  it('keeps staff at the same distance in their given order', () => {
    const ranked = nearestStaff([{ id: 7, position: GUANGZHOU }, { id: 6, position: GUANGZHOU }], SHENZHEN);
    expect(ranked.map((s) => s.id)).toEqual([7, 6]);
  });
});

describe('formatDistance', () => {
  it('uses metres below a kilometre, one decimal below a hundred kilometres, whole kilometres beyond', () => {
    expect(formatDistance(0.4321)).toBe('432 m');
    expect(formatDistance(12.345)).toBe('12.3 km');
    expect(formatDistance(1943.4)).toBe('1,943 km');
  });
});
