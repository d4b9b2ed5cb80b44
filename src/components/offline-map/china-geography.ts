/**
 * The map's background, from Natural Earth's 1:50m country outlines shipped in the `world-atlas`
 * package (public domain): China (with Taiwan, Hong Kong and Macao) as one outline, and the
 * neighbouring countries for context. Loaded lazily, once, as a chunk of the app: no tiles, no internet.
 */
import type { GeometryCollection, Topology } from 'topojson-specification';
import { ringsPath } from './projection';

export interface Geography {
  /** SVG path data in world units (see projection.ts). */
  china: string;
  neighbours: string[];
}

/** ISO 3166-1 numeric codes drawn as China. */
const CHINA_IDS = new Set(['156', '158', '344', '446']);
/** Countries reaching into this box are drawn around China. */
const AROUND = { west: 60, south: 0, east: 150, north: 60 };

type Polygons = number[][][][];

const polygonsOf = (geometry: GeoJSON.Geometry | null): Polygons => {
  if (geometry?.type === 'Polygon') return [geometry.coordinates];
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates;
  return [];
};

const nearChina = (polygons: Polygons) =>
  polygons.some((rings) => rings[0].some(([lng, lat]) => lng >= AROUND.west && lng <= AROUND.east && lat >= AROUND.south && lat <= AROUND.north));

function build(topojson: typeof import('topojson-client'), atlas: Topology): Geography {
  const countries = atlas.objects.countries as GeometryCollection;
  const chinaParts = countries.geometries.filter((g) => CHINA_IDS.has(String(g.id)));
  const china = ringsPath(polygonsOf(topojson.merge(atlas, chinaParts as Parameters<typeof topojson.merge>[1])).flat());
  const neighbours = countries.geometries
    .filter((g) => !CHINA_IDS.has(String(g.id)))
    .map((g) => polygonsOf((topojson.feature(atlas, g) as GeoJSON.Feature).geometry))
    .filter(nearChina)
    .map((polygons) => ringsPath(polygons.flat()));
  return { china, neighbours };
}

let loading: Promise<Geography> | undefined;

/** The geography, built once per page load (a failed load is tried again on the next call). */
export function loadGeography(): Promise<Geography> {
  loading ??= Promise.all([import('topojson-client'), import('world-atlas/countries-50m.json?raw')])
    .then(([topojson, raw]) => build(topojson, JSON.parse(raw.default) as Topology))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
