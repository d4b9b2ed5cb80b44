import { format } from 'echarts/core';
import type { ReportChartOption } from './echarts-core';

/** One figure of a report chart: a day, a staff member, an order type… */
export interface ChartPoint {
  key: string;
  label: string;
  value: number | null;
  /** The text of the value (with its unit). */
  text: string;
}

/** Room for the value axis and the chart's margins (px). */
const FRAME_PX = 64;
/** The narrowest slot a point gets; with less room the chart shows a window of points and a slider. */
const SLOT_PX = 28;
/** Category labels longer than this are cut with "…"; about six Chinese characters. */
const LABEL_MAX_PX = 84;
/** Room for the slider under the axis labels (px). */
const SLIDER_PX = 36;

/** A day's label without its year (11-27): the tooltip and the table keep the whole date. */
const axisText = (label: string) => label.replace(/^\d{4}-(\d{2}-\d{2})$/, '$1');
/** About how wide a label is at 12 px: a Chinese character 12 px, a digit or letter 7. */
const textPx = (text: string) => [...text].reduce((px, c) => px + (c.charCodeAt(0) > 0xff ? 12 : 7), 0);

export interface ChartLook {
  line: boolean;
  /** What the chart shows: the series' name, which ECharts' generated description reads out. */
  name: string;
  /** The chart's width now (px). */
  width: number;
  color: string;
}

/** A point that a click may drill into: it has a figure above zero. */
export const pickable = (point: ChartPoint | undefined): point is ChartPoint => point !== undefined && point.value !== null && point.value > 0;

/**
 * The ECharts option of a bar or line chart of `points`, laid out for `width`: labels turn when they do
 * not fit their slot, and beyond one slot per 28 px a slider pages through the points (a line of days
 * opens on the latest ones).
 */
export function reportChartOption(points: readonly ChartPoint[], { line, name, width, color }: ChartLook): ReportChartOption {
  // A chart not laid out yet (width 0, e.g. in a hidden tab) shows all its points.
  const fits = width > 0 ? Math.max(1, Math.floor((width - FRAME_PX) / SLOT_PX)) : points.length;
  const shown = Math.min(points.length, fits);
  const slot = width > 0 ? (width - FRAME_PX) / Math.max(1, shown) : Infinity;
  const widest = Math.min(LABEL_MAX_PX, Math.max(0, ...points.map((p) => textPx(axisText(p.label)))));
  const zoomed = points.length > fits;
  const [startValue, endValue] = line ? [points.length - shown, points.length - 1] : [0, shown - 1];
  return {
    // No growing bars: a redraw on each new width or figure shows its figures at once (and spares a phone).
    animation: false,
    color: [color],
    // ECharts' generated description (in Chinese); dimension 0 is the category's index, not a figure.
    aria: { enabled: true, label: { data: { excludeDimensionId: [0] } } },
    // ECharts keeps the axis labels inside the outer bounds; the slider gets the strip below them.
    grid: { left: 8, right: 16, top: 16, bottom: 8, outerBounds: { left: 0, right: 0, top: 0, bottom: zoomed ? SLIDER_PX : 0 } },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: line ? 'line' : 'shadow' },
      // Labels are user data (customer and staff names): escaped, as the tooltip is HTML.
      formatter: (params) => {
        const point = points[([params].flat()[0]?.dataIndex as number | undefined) ?? -1];
        return point ? `${format.encodeHTML(point.label)}<br/>${format.encodeHTML(name)}：${format.encodeHTML(point.text)}` : '';
      },
    },
    xAxis: {
      type: 'category',
      data: points.map((p) => p.label),
      axisTick: { alignWithLabel: true },
      axisLabel: { formatter: axisText, rotate: widest > slot ? 40 : 0, width: LABEL_MAX_PX, overflow: 'truncate', hideOverlap: true },
    },
    // Counts get whole-number ticks.
    yAxis: { type: 'value', minInterval: points.every((p) => p.value === null || Number.isInteger(p.value)) ? 1 : 0 },
    dataZoom: zoomed ? [{ type: 'slider', xAxisIndex: 0, startValue, endValue, left: 24, right: 24, bottom: 8, height: 20, showDetail: false, brushSelect: false }] : [],
    series: [
      line
        ? { type: 'line', name, data: points.map((p) => p.value ?? '-'), symbolSize: 8 }
        : { type: 'bar', name, data: points.map((p) => p.value ?? '-'), barMaxWidth: 28, itemStyle: { borderRadius: [2, 2, 0, 0] } },
    ],
  };
}
