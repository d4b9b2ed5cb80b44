/**
 * Web Mercator on a square "world" of WORLD_SIZE units, and the view that maps it onto the screen
 * (screen = world × scale + offset). Pure, so zoom, pan and fitting are unit-tested.
 */
import type { GeoPoint } from '@domain/geo/geo';

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface MapView {
  scale: number;
  x: number;
  y: number;
}
export interface GeoBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const WORLD_SIZE = 1000;
/** Mercator is cut at about ±85°; nothing the product serves lies beyond. */
const MAX_LAT = 85;
/** Mainland China with Hainan, Taiwan and the far west and north-east. */
export const CHINA_BOUNDS: GeoBounds = { west: 73.5, south: 18, east: 135.1, north: 53.6 };
/** Markers in one street are still shown with their city around them. */
const MIN_SPAN_DEGREES = 0.4;
/** How far one can zoom in beyond the whole of China (about a few streets). */
export const MAX_ZOOM_FACTOR = 4096;

const clampLat = (lat: number) => Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));

export function project(p: GeoPoint): Point {
  const phi = (clampLat(p.lat) * Math.PI) / 180;
  return {
    x: ((p.lng + 180) / 360) * WORLD_SIZE,
    y: ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * WORLD_SIZE,
  };
}

export function unproject(pt: Point): GeoPoint {
  const lng = (pt.x / WORLD_SIZE) * 360 - 180;
  const n = Math.PI * (1 - (2 * pt.y) / WORLD_SIZE);
  return { lng, lat: (Math.atan(Math.sinh(n)) * 180) / Math.PI };
}

export const toScreen = (view: MapView, pt: Point): Point => ({ x: pt.x * view.scale + view.x, y: pt.y * view.scale + view.y });
export const toWorld = (view: MapView, pt: Point): Point => ({ x: (pt.x - view.x) / view.scale, y: (pt.y - view.y) / view.scale });

/** The smallest box around the points (null for none). */
export function boundsOf(points: readonly GeoPoint[]): GeoBounds | null {
  if (points.length === 0) return null;
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  return { west: Math.min(...lngs), south: Math.min(...lats), east: Math.max(...lngs), north: Math.max(...lats) };
}

/** The box grown to at least MIN_SPAN_DEGREES each way around its centre. */
function widened(b: GeoBounds): GeoBounds {
  const grow = (lo: number, hi: number) => {
    const pad = Math.max(0, MIN_SPAN_DEGREES - (hi - lo)) / 2;
    return [lo - pad, hi + pad];
  };
  const [west, east] = grow(b.west, b.east);
  const [south, north] = grow(b.south, b.north);
  return { west, south, east, north };
}

/** The view that shows the box whole and centred, with `padding` pixels kept free on each side. */
export function fitBounds(bounds: GeoBounds, size: Size, padding = 24): MapView {
  const b = widened(bounds);
  const nw = project({ lng: b.west, lat: b.north });
  const se = project({ lng: b.east, lat: b.south });
  const scale = Math.min((size.width - 2 * padding) / (se.x - nw.x), (size.height - 2 * padding) / (se.y - nw.y));
  return { scale, x: size.width / 2 - ((nw.x + se.x) / 2) * scale, y: size.height / 2 - ((nw.y + se.y) / 2) * scale };
}

export interface ZoomLimits {
  min: number;
  max: number;
}

/** From half of China on screen to MAX_ZOOM_FACTOR times closer. */
export function zoomLimits(size: Size): ZoomLimits {
  const whole = fitBounds(CHINA_BOUNDS, size).scale;
  return { min: whole / 2, max: whole * MAX_ZOOM_FACTOR };
}

/** Zooms by `factor` keeping the world point under `anchor` (a screen point) where it is. */
export function zoomAround(view: MapView, factor: number, anchor: Point, limits: ZoomLimits): MapView {
  const scale = Math.max(limits.min, Math.min(limits.max, view.scale * factor));
  const world = toWorld(view, anchor);
  return { scale, x: anchor.x - world.x * scale, y: anchor.y - world.y * scale };
}

export const panBy = (view: MapView, dx: number, dy: number): MapView => ({ ...view, x: view.x + dx, y: view.y + dy });

/** SVG path data of polygons given as rings of [lng, lat] (GeoJSON order), in world units. */
export function ringsPath(rings: readonly (readonly (readonly number[])[])[]): string {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return rings
    .map((ring) =>
      ring
        .map(([lng, lat], i) => {
          const p = project({ lng, lat });
          return `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(p.y)}`;
        })
        .join('') + 'Z',
    )
    .join('');
}
