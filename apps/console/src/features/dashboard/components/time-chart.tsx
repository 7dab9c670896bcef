import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = { label: string; color: string; values: number[] };

/**
 * A line chart over time, drawn by uPlot (about 20 kB gzip, canvas, in the dashboard's own chunk). `times` are Unix
 * seconds; the axis labels are formatted by `formatTime` (the brand's zone, `YYYY/MM/DD` or `HH:mm`) and the values
 * by `formatValue`. Its width follows its box.
 */
export function TimeChart({
  title,
  times,
  series,
  formatTime,
  formatValue,
}: {
  title: string;
  times: number[];
  series: ChartSeries[];
  formatTime: (seconds: number) => string;
  formatValue: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: 220,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          { values: (_chart, ticks) => ticks.map(formatTime), stroke: '#475569', grid: { stroke: '#e2e8f0' } },
          {
            values: (_chart, ticks) => ticks.map(formatValue),
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            size: 80,
          },
        ],
        series: [
          { label: '', value: (_chart, value) => (value === null ? '' : formatTime(value)) },
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            value: (_chart: uPlot, value: number | null) => (value === null ? '' : formatValue(value)),
          })),
        ],
      },
      [times, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [times, series, formatTime, formatValue]);

  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div ref={box} className="w-full" />
    </figure>
  );
}
