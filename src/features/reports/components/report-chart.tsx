import { useCallback, useEffect, useRef } from 'react';
import { pickable, reportChartOption, type ChartPoint } from './chart-option';
import { init, type ECharts } from './echarts-core';

export type { ChartPoint } from './chart-option';

export interface ReportChartProps {
  points: readonly ChartPoint[];
  /** A line over the points (days) rather than bars. */
  line?: boolean;
  /** A click on a bar or a point's column (drill-down); none: not clickable. */
  onPick?: (point: ChartPoint) => void;
  /** What the chart shows; ECharts' generated description (the chart's aria-label) names it. */
  title: string;
  height?: number;
}

/** Arco's primary colour: ECharts paints with colours, not CSS variables. */
function primaryColor(element: Element): string {
  const rgb = getComputedStyle(element).getPropertyValue('--primary-6').trim();
  return rgb ? `rgb(${rgb})` : '#165dff';
}

/**
 * A bar or line chart drawn by ECharts (SVG), as wide as its container. A click anywhere in a point's
 * column picks the point, so a short bar or a line's dot is easy to hit on a phone. The marks are not
 * focusable: the page keeps the figures in a table (or a list) whose buttons drill down the same way.
 */
export function ReportChart({ points, line = false, onPick, title, height = 260 }: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  // The handlers are bound once; they read the props of the latest render.
  const latest = useRef({ points, line, title, onPick });
  useEffect(() => {
    latest.current = { points, line, title, onPick };
  });

  /** Lays the chart out anew for the latest figures and the present width (how many points fit, label turn). */
  const draw = useCallback(() => {
    const element = box.current!;
    const { points, line, title } = latest.current;
    const option = reportChartOption(points, { line, name: title, width: element.clientWidth, color: primaryColor(element) });
    // The whole option is replaced (notMerge), on the same chart: a line may become bars and a slider
    // may go, and a merge would keep the old axis window and label turn.
    chart.current?.setOption(option, { notMerge: true });
  }, []);

  useEffect(() => {
    const element = box.current!;
    const instance = init(element, null, { renderer: 'svg', locale: 'ZH' });
    chart.current = instance;
    const pointAt = (x: number, y: number) => {
      if (!instance.containPixel('grid', [x, y])) return undefined;
      const [index] = instance.convertFromPixel({ gridIndex: 0 }, [x, y]) as number[];
      const point = latest.current.points[Math.round(index)];
      return pickable(point) ? point : undefined;
    };
    const zr = instance.getZr();
    zr.on('click', (e) => {
      const point = pointAt(e.offsetX, e.offsetY);
      if (point) latest.current.onPick?.(point);
    });
    zr.on('mousemove', (e) => zr.setCursorStyle(latest.current.onPick && pointAt(e.offsetX, e.offsetY) ? 'pointer' : 'default'));
    // A new width (a phone turned, the side menu folded) fits another number of points.
    const resizing = new ResizeObserver(() => {
      instance.resize();
      draw();
    });
    resizing.observe(element);
    return () => {
      resizing.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [draw]);

  useEffect(draw, [draw, points, line, title]);

  return (
    <div style={{ position: 'relative' }}>
      <div ref={box} style={{ width: '100%', height }} />
      {points.length === 0 && (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'var(--color-text-3)' }}>暂无数据</div>
      )}
    </div>
  );
}
