import { render, screen } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { ReportChart, type ChartPoint } from '@/features/reports/components/report-chart';

const points = (values: number[]): ChartPoint[] => values.map((value, i) => ({ key: String(i), label: `类型${i}`, value, text: String(value) }));
const chartElement = () => screen.getByRole('img', { name: /表示工单类型/ }) as HTMLElement;

describe('ReportChart', () => {
  it('draws SVG, updates the same chart when the figures change and disposes of it on unmount', () => {
    const { rerender, unmount } = render(<ReportChart title="工单类型" points={points([3, 1])} />);
    const element = chartElement();
    const chart = getInstanceByDom(element)!;
    expect(element.querySelector('svg')).not.toBeNull();
    expect(element.getAttribute('aria-label')).toBe('这是一个图表，图表类型是柱状图，表示工单类型。其数据是——类型0的数据是3，类型1的数据是1。');

    rerender(<ReportChart title="工单类型" points={points([5, 4, 2])} />);
    expect(getInstanceByDom(chartElement())).toBe(chart);
    expect(chartElement().getAttribute('aria-label')).toContain('类型2的数据是2');

    unmount();
    expect(getInstanceByDom(element)).toBeUndefined();
    expect(chart.isDisposed()).toBe(true);
  });

  it('says 暂无数据 when there is nothing to draw', () => {
    render(<ReportChart title="工单类型" points={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
