import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomSliderComponent,
  GridComponent,
  TooltipComponent,
  type AriaComponentOption,
  type DataZoomComponentOption,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { use, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the report charts draw, so the chart pages' chunk carries no more of ECharts than they use.
// SVG rather than canvas: a few hundred marks at most, sharp at any pixel ratio, less memory on a phone,
// and its marks are elements that the browser tests (and happy-dom) can find.
// ECharts' core already registers its Chinese locale ('ZH'); the chart asks for it at init.
use([BarChart, LineChart, GridComponent, TooltipComponent, DataZoomSliderComponent, AriaComponent, SVGRenderer]);

/** The options of the parts registered above. */
export type ReportChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | GridComponentOption | TooltipComponentOption | DataZoomComponentOption | AriaComponentOption>;

export { init, type ECharts } from 'echarts/core';
