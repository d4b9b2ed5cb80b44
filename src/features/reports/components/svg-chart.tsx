import { useMemo } from 'react';

export interface ChartPoint {
  key: string;
  label: string;
  value: number | null;
  /** The text of the value (with its unit). */
  text: string;
}

export interface SvgChartProps {
  points: readonly ChartPoint[];
  /** A line over the points (days) rather than bars. */
  line?: boolean;
  /** A click on a bar or a dot (drill-down); none: not clickable. */
  onPick?: (point: ChartPoint) => void;
  height?: number;
  title: string;
}

const PAD = { top: 16, right: 12, bottom: 56, left: 44 };
const SLOT = 36;

/** A nice round top for the axis (1, 2, 5 × 10^n). */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max)!;
}

/**
 * Bars or a line drawn as SVG (no chart library: the project has none, and this keeps the chart
 * pages light). Scrolls sideways on a phone when there are many points; each bar or dot is a
 * button that names its figure.
 */
export function SvgChart({ points, line, onPick, height = 260, title }: SvgChartProps) {
  const width = Math.max(320, PAD.left + PAD.right + points.length * SLOT);
  const plotH = height - PAD.top - PAD.bottom;
  const top = useMemo(() => niceMax(Math.max(0, ...points.map((p) => p.value ?? 0))), [points]);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const x = (i: number) => PAD.left + i * SLOT + SLOT / 2;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  const labelEvery = Math.ceil(points.length / 31);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.value ?? 0)}`)
    .join(' ');

  if (points.length === 0) return <div style={{ padding: 40, textAlign: 'center', color: 'var(--color-text-3)' }}>暂无数据</div>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <svg role="figure" aria-label={title} viewBox={`0 0 ${width} ${height}`} width={width} height={height} style={{ display: 'block', fontSize: 11 }}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="var(--color-neutral-3)" />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fill="var(--color-text-3)">
              {Number.isInteger(t) ? t : t.toFixed(1)}
            </text>
          </g>
        ))}
        {line && <path d={path} fill="none" stroke="rgb(var(--primary-6))" strokeWidth={2} />}
        {points.map((p, i) => {
          const v = p.value ?? 0;
          const clickable = onPick && p.value !== null && p.value > 0;
          const mark = line ? (
            <circle cx={x(i)} cy={y(v)} r={4} fill="rgb(var(--primary-6))" />
          ) : (
            <rect x={x(i) - SLOT * 0.3} y={y(v)} width={SLOT * 0.6} height={Math.max(0, PAD.top + plotH - y(v))} rx={2} fill="rgb(var(--primary-6))" />
          );
          return (
            <g
              key={p.key}
              role={clickable ? 'button' : undefined}
              tabIndex={clickable ? 0 : undefined}
              aria-label={`${p.label}: ${p.text}`}
              style={{ cursor: clickable ? 'pointer' : undefined }}
              onClick={clickable ? () => onPick(p) : undefined}
              onKeyDown={clickable ? (e) => (e.key === 'Enter' || e.key === ' ') && onPick(p) : undefined}
            >
              <title>{`${p.label}: ${p.text}`}</title>
              {/* A full-height hit area so small bars are easy to tap. */}
              <rect x={x(i) - SLOT / 2} y={PAD.top} width={SLOT} height={plotH} fill="transparent" />
              {mark}
              {i % labelEvery === 0 && (
                <text x={x(i)} y={PAD.top + plotH + 14} textAnchor="end" transform={`rotate(-35 ${x(i)} ${PAD.top + plotH + 14})`} fill="var(--color-text-2)">
                  {p.label.length > 8 ? `${p.label.slice(0, 8)}…` : p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
