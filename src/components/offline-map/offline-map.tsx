import { Button, Space, Tooltip } from '@arco-design/web-react';
import { IconFullscreen, IconMinus, IconPlus } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type WheelEvent as ReactWheelEvent } from 'react';
import type { GeoPoint } from '@domain/geo/geo';
import { loadGeography, type Geography } from './china-geography';
import { boundsOf, CHINA_BOUNDS, fitBounds, panBy, project, toScreen, toWorld, unproject, zoomAround, zoomLimits, type MapView, type Point } from './projection';
import './offline-map.css';

export type MarkerKind = 'order' | 'staff' | 'pin';

export interface MapMarker {
  /** Unique among the markers; handed back on click. */
  key: string;
  kind: MarkerKind;
  position: GeoPoint;
  /** The accessible name and the hover text. */
  label: string;
  /** A short text drawn beside the marker (e.g. the staff member's name). */
  caption?: string;
  selected?: boolean;
}

/** A line through places in order (e.g. an engineer's route), drawn under the markers; hidden from screen readers, so the page lists the same places as text. */
export interface MapLine {
  key: string;
  points: readonly GeoPoint[];
}

export interface OfflineMapProps {
  markers: readonly MapMarker[];
  lines?: readonly MapLine[];
  onMarkerClick?: (key: string) => void;
  /** A click on the map itself (not a drag, not a marker), as the place clicked. */
  onMapClick?: (point: GeoPoint) => void;
  /** What the first view shows; by default the markers, or China when there are none. */
  fitTo?: readonly GeoPoint[];
  height?: number;
}

/** The drawing's own coordinate system; the SVG scales it to the width it gets. */
const SIZE = { width: 800, height: 520 };
const WHEEL_STEP = 1.25;
const BUTTON_STEP = 2;
/** A pointer that moves less than this is a click, not a drag. */
const CLICK_SLOP = 4;

function initialView(points: readonly GeoPoint[]): MapView {
  return fitBounds(boundsOf(points) ?? CHINA_BOUNDS, SIZE);
}

/** The geography once loaded; null while loading; 'failed' when the chunk could not be read. */
function useGeography(): Geography | null | 'failed' {
  const [geography, setGeography] = useState<Geography | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    loadGeography().then(
      (g) => live && setGeography(g),
      () => live && setGeography('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return geography;
}

/**
 * A map drawn from geography shipped with the app (no tiles, works offline): China's outline and its
 * neighbours as SVG, markers on top. Wheel or the buttons zoom, dragging pans.
 */
export function OfflineMap({ markers, lines = [], onMarkerClick, onMapClick, fitTo, height = SIZE.height }: OfflineMapProps) {
  const geography = useGeography();
  const svgRef = useRef<SVGSVGElement>(null);
  const limits = useMemo(() => zoomLimits(SIZE), []);
  const [view, setView] = useState<MapView>(() => initialView(fitTo ?? markers.map((m) => m.position)));
  const drag = useRef<{ start: Point; last: Point; moved: boolean } | null>(null);

  /** A pointer's place in the drawing's coordinates (the SVG may be drawn wider or narrower). */
  const local = (clientX: number, clientY: number): Point => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return { x: clientX, y: clientY };
    return { x: ((clientX - rect.left) * SIZE.width) / rect.width, y: ((clientY - rect.top) * SIZE.height) / rect.height };
  };

  const zoom = (factor: number, anchor: Point = { x: SIZE.width / 2, y: SIZE.height / 2 }) => setView((v) => zoomAround(v, factor, anchor, limits));

  // React's wheel listener is passive, so the page would scroll too: the map takes the wheel itself.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => e.preventDefault();
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []);

  const handleWheel = (e: ReactWheelEvent<SVGSVGElement>) => zoom(e.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, local(e.clientX, e.clientY));

  /** A drag keeps following the pointer outside the map; a pointer the browser no longer tracks just is not captured. */
  const capture = (pointerId: number) => {
    try {
      svgRef.current?.setPointerCapture(pointerId);
    } catch {
      // e.g. NotFoundError for a pointer already released
    }
  };
  const handlePointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const p = local(e.clientX, e.clientY);
    drag.current = { start: p, last: p, moved: false };
  };
  const handlePointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const p = local(e.clientX, e.clientY);
    if (!d.moved && Math.hypot(p.x - d.start.x, p.y - d.start.y) < CLICK_SLOP) return;
    if (!d.moved) capture(e.pointerId);
    d.moved = true;
    const [dx, dy] = [p.x - d.last.x, p.y - d.last.y];
    d.last = p;
    setView((v) => panBy(v, dx, dy));
  };
  const handlePointerUp = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.moved) return;
    const target = (e.target as Element).closest?.('[data-marker]');
    if (target) onMarkerClick?.(target.getAttribute('data-marker')!);
    else onMapClick?.(unproject(toWorld(view, local(e.clientX, e.clientY))));
  };

  const reset = () => setView(initialView(fitTo ?? markers.map((m) => m.position)));
  const transform = `translate(${view.x} ${view.y}) scale(${view.scale})`;

  return (
    <div className="offline-map" style={{ height }}>
      <svg
        ref={svgRef}
        className={onMapClick ? 'offline-map-svg offline-map-pickable' : 'offline-map-svg'}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        preserveAspectRatio="xMidYMid meet"
        role="application"
        aria-label="地图"
        onWheel={handleWheel}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => (drag.current = null)}
      >
        <rect className="offline-map-sea" width={SIZE.width} height={SIZE.height} />
        {geography && geography !== 'failed' && (
          <g transform={transform}>
            {geography.neighbours.map((d, i) => (
              <path key={i} className="offline-map-neighbour" d={d} vectorEffect="non-scaling-stroke" />
            ))}
            <path className="offline-map-china" d={geography.china} vectorEffect="non-scaling-stroke" />
          </g>
        )}
        {lines.map((l) => (
          <polyline key={l.key} className="offline-map-line" aria-hidden="true" points={l.points.map((p) => toScreen(view, project(p))).map((q) => `${q.x},${q.y}`).join(' ')} />
        ))}
        {markers.map((m) => (
          <MarkerShape key={m.key} marker={m} at={toScreen(view, project(m.position))} onActivate={onMarkerClick} />
        ))}
      </svg>
      <div className="offline-map-status">{geography === null ? '地图加载中…' : geography === 'failed' ? '底图加载失败，仅显示标记' : null}</div>
      <Space direction="vertical" size={4} className="offline-map-controls">
        <Tooltip content="放大" position="left">
          <Button aria-label="放大" size="small" icon={<IconPlus />} onClick={() => zoom(BUTTON_STEP)} />
        </Tooltip>
        <Tooltip content="缩小" position="left">
          <Button aria-label="缩小" size="small" icon={<IconMinus />} onClick={() => zoom(1 / BUTTON_STEP)} />
        </Tooltip>
        <Tooltip content="复位" position="left">
          <Button aria-label="复位" size="small" icon={<IconFullscreen />} onClick={reset} />
        </Tooltip>
      </Space>
    </div>
  );
}

function MarkerShape({ marker, at, onActivate }: { marker: MapMarker; at: Point; onActivate?: (key: string) => void }) {
  const className = `offline-map-marker offline-map-marker-${marker.kind}${marker.selected ? ' offline-map-marker-selected' : ''}`;
  return (
    <g
      className={className}
      data-marker={marker.key}
      transform={`translate(${at.x} ${at.y})`}
      role="button"
      tabIndex={0}
      aria-label={marker.label}
      aria-pressed={marker.selected ?? false}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onActivate?.(marker.key);
        }
      }}
    >
      <title>{marker.label}</title>
      {marker.kind === 'staff' ? <rect x={-7} y={-7} width={14} height={14} rx={3} /> : <path d="M0 0 C-7 -9 -8 -12 -8 -15 A8 8 0 1 1 8 -15 C8 -12 7 -9 0 0Z" />}
      {/* Centred above a pin, below a square: the marker's middle stays on its shape (what a click aims at). */}
      {marker.caption && (
        <text x={0} y={marker.kind === 'staff' ? 20 : -27} textAnchor="middle">
          {marker.caption}
        </text>
      )}
    </g>
  );
}
