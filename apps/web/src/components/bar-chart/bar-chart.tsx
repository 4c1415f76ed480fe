import type { ChartData, ChartOptions } from 'chart.js';
import { lazy, Suspense } from 'react';

export interface BarChartProps {
  data: ChartData<'bar'>;
  options: ChartOptions<'bar'>;
  role?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * Chart.js and its React binding are some 50 KB of compressed code that no page needs for its first
 * drawing: they load when a chart is first drawn, and the chart's box (sized by its class) stays
 * empty meanwhile.
 */
const BarChartDrawing = lazy(() => import('./bar-chart-drawing'));

/** A bar chart (Chart.js), loaded with its library on first use. */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={null}>
      <BarChartDrawing {...props} />
    </Suspense>
  );
}
