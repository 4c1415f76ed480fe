import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { BarChartProps } from './bar-chart';

Chart.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** Chart.js's bar chart, in a chunk of its own (see BarChart). */
export default function BarChartDrawing(props: BarChartProps) {
  return <Bar {...props} />;
}
