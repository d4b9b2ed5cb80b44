import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  CHINA_BOUNDS,
  fitBounds,
  MAX_ZOOM_FACTOR,
  panBy,
  project,
  ringsPath,
  toScreen,
  toWorld,
  unproject,
  WORLD_SIZE,
  zoomAround,
  zoomLimits,
} from '@/components/offline-map/projection';

const SIZE = { width: 800, height: 520 };
const SHENZHEN = { lng: 114.0579, lat: 22.5431 };
const GUANGZHOU = { lng: 113.2644, lat: 23.1291 };

describe('Mercator projection', () => {
  it('puts (0, 0) in the middle of the world, east to the right and north up', () => {
    expect(project({ lng: 0, lat: 0 })).toEqual({ x: WORLD_SIZE / 2, y: WORLD_SIZE / 2 });
    const sz = project(SHENZHEN);
    const gz = project(GUANGZHOU);
    expect(sz.x).toBeGreaterThan(gz.x);
    expect(sz.y).toBeGreaterThan(gz.y);
  });
  it('unprojects back to the same place', () => {
    const back = unproject(project(SHENZHEN));
    expect(back.lng).toBeCloseTo(SHENZHEN.lng, 9);
    expect(back.lat).toBeCloseTo(SHENZHEN.lat, 9);
  });
  it('clamps the poles instead of reaching infinity', () => {
    expect(Number.isFinite(project({ lng: 0, lat: 90 }).y)).toBe(true);
  });
});

describe('fitting and zooming', () => {
  it('fits a box inside the padding, centred', () => {
    const view = fitBounds(CHINA_BOUNDS, SIZE, 24);
    const nw = toScreen(view, project({ lng: CHINA_BOUNDS.west, lat: CHINA_BOUNDS.north }));
    const se = toScreen(view, project({ lng: CHINA_BOUNDS.east, lat: CHINA_BOUNDS.south }));
    expect(Math.min(nw.x, nw.y)).toBeGreaterThanOrEqual(24 - 1e-9);
    expect(se.x).toBeLessThanOrEqual(SIZE.width - 24 + 1e-9);
    expect(se.y).toBeLessThanOrEqual(SIZE.height - 24 + 1e-9);
    expect((nw.x + se.x) / 2).toBeCloseTo(SIZE.width / 2, 6);
    expect((nw.y + se.y) / 2).toBeCloseTo(SIZE.height / 2, 6);
  });
  it('shows a single place with a city around it rather than zooming in without end', () => {
    const view = fitBounds(boundsOf([SHENZHEN])!, SIZE);
    expect(toScreen(view, project(SHENZHEN)).x).toBeCloseTo(SIZE.width / 2, 6);
    expect(view.scale).toBeLessThan(zoomLimits(SIZE).max);
    const near = toScreen(view, project({ lng: SHENZHEN.lng + 0.1, lat: SHENZHEN.lat }));
    expect(near.x).toBeLessThan(SIZE.width);
  });
  it('has no bounds for no points', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([SHENZHEN, GUANGZHOU])).toEqual({ west: GUANGZHOU.lng, south: SHENZHEN.lat, east: SHENZHEN.lng, north: GUANGZHOU.lat });
  });
  it('zooms around the anchor: the place under the pointer stays under it', () => {
    const view = fitBounds(CHINA_BOUNDS, SIZE);
    const anchor = toScreen(view, project(SHENZHEN));
    const zoomed = zoomAround(view, 2, anchor, zoomLimits(SIZE));
    expect(zoomed.scale).toBeCloseTo(view.scale * 2, 9);
    const after = toScreen(zoomed, project(SHENZHEN));
    expect(after.x).toBeCloseTo(anchor.x, 6);
    expect(after.y).toBeCloseTo(anchor.y, 6);
  });
  it('stops at the zoom limits', () => {
    const limits = zoomLimits(SIZE);
    const view = fitBounds(CHINA_BOUNDS, SIZE);
    expect(zoomAround(view, 1e-6, { x: 0, y: 0 }, limits).scale).toBe(limits.min);
    expect(zoomAround(view, 1e9, { x: 0, y: 0 }, limits).scale).toBe(limits.max);
    expect(limits.max / limits.min).toBe(2 * MAX_ZOOM_FACTOR);
  });
  it('pans by screen pixels and converts both ways', () => {
    const view = panBy({ scale: 3, x: 10, y: 20 }, 5, -5);
    expect(view).toEqual({ scale: 3, x: 15, y: 15 });
    expect(toWorld(view, toScreen(view, { x: 7, y: 9 }))).toEqual({ x: 7, y: 9 });
  });
});

describe('ringsPath', () => {
  it('draws each ring as a closed path in world units', () => {
    const d = ringsPath([
      [
        [0, 0],
        [90, 0],
        [90, 45],
      ],
    ]);
    expect(d).toMatch(/^M500 500L750 500L750 [\d.]+Z$/);
  });
});
