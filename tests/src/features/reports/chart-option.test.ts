import { describe, expect, it } from 'vitest';
import { pickable, reportChartOption, type ChartPoint } from '@/features/reports/components/chart-option';

const point = (i: number, label = `第${i}天`, value: number | null = i): ChartPoint => ({ key: String(i), label, value, text: value === null ? '-' : `${value}单` });
const days = (n: number) => Array.from({ length: n }, (_, i) => point(i + 1));
const look = { line: false, name: '工单统计：工单数', width: 1200, color: '#165dff' };

describe('a report chart’s ECharts option', () => {
  it('fits few points without a slider, with upright labels and ECharts’ own description on', () => {
    const option = reportChartOption(days(5), look);
    expect(option.dataZoom).toEqual([]);
    expect(option.xAxis).toMatchObject({ data: ['第1天', '第2天', '第3天', '第4天', '第5天'], axisLabel: { rotate: 0, overflow: 'truncate' } });
    expect(option.aria).toMatchObject({ enabled: true });
    expect(option.series).toMatchObject([{ type: 'bar', name: '工单统计：工单数', data: [1, 2, 3, 4, 5] }]);
  });

  it('on a phone, pages through a month of days with a slider opening on the latest, labels turned', () => {
    const option = reportChartOption(days(31), { ...look, line: true, width: 358 });
    // (358 − 64) / 28 = 10 points fit.
    expect(option.dataZoom).toMatchObject([{ type: 'slider', startValue: 21, endValue: 30 }]);
    expect(option.xAxis).toMatchObject({ axisLabel: { rotate: 40 } });
    expect(option.series).toMatchObject([{ type: 'line' }]);
  });

  it('opens bars on the first ones (the largest) and draws a figure with nothing to divide by as a gap', () => {
    const option = reportChartOption([point(1, '张师傅', null), ...days(20)], { ...look, width: 358 });
    expect(option.dataZoom).toMatchObject([{ startValue: 0, endValue: 9 }]);
    expect(option.series).toMatchObject([{ data: ['-', ...days(20).map((p) => p.value)] }]);
  });

  it('labels days without their year and gives counts whole-number ticks', () => {
    const option = reportChartOption([point(1, '2026-11-27', 3)], look);
    const axis = option.xAxis as { axisLabel: { formatter: (label: string) => string } };
    expect([axis.axisLabel.formatter('2026-11-27'), axis.axisLabel.formatter('张师傅')]).toEqual(['11-27', '张师傅']);
    expect(option.yAxis).toMatchObject({ minInterval: 1 });
    expect(reportChartOption([point(1, 'a', 2.5)], look).yAxis).toMatchObject({ minInterval: 0 });
  });

  it('shows every point of a chart not laid out yet (width 0)', () => {
    expect(reportChartOption(days(40), { ...look, width: 0 }).dataZoom).toEqual([]);
  });

  it('escapes the names in the tooltip (they are user data)', () => {
    const option = reportChartOption([point(1, '<b>客户</b>', 3)], look);
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 0 }])).toBe('&lt;b&gt;客户&lt;/b&gt;<br/>工单统计：工单数：3单');
  });

  it('drills only into figures above zero', () => {
    expect([point(1, 'a', 2), point(2, 'b', 0), point(3, 'c', null), undefined].map(pickable)).toEqual([true, false, false, false]);
  });
});
