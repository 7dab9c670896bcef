import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = { label: string; color: string; values: number[] };

/** Steps of a count axis: whole numbers only, so a small count never shows the same tick label twice. */
const wholeSteps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
/** Roughly the width of one character of the axis font, for the space a time label needs. */
const axisCharacterPixels = 7;

/**
 * A line chart over time, drawn by uPlot (about 20 kB gzip, canvas, in the dashboard's own chunk). `times` are Unix
 * seconds; the axis labels are formatted by `formatTime` (the brand's zone, `YYYY/MM/DD` or `YYYY/MM/DD HH:mm`) and
 * spaced so they never run into each other; the values by `formatValue`, on whole steps for counts. The legend
 * names the time `timeLabel`. Its width follows its box.
 */
export function TimeChart({
  title,
  times,
  series,
  formatTime,
  formatValue,
  timeLabel,
  wholeNumbers = false,
}: {
  title: string;
  times: number[];
  series: ChartSeries[];
  formatTime: (seconds: number) => string;
  formatValue: (value: number) => string;
  timeLabel: string;
  wholeNumbers?: boolean;
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
          {
            values: (_chart, ticks) => ticks.map(formatTime),
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            space: (times[0] === undefined ? 10 : formatTime(times[0]).length) * axisCharacterPixels + 24,
          },
          {
            values: (_chart, ticks) => ticks.map(formatValue),
            stroke: '#475569',
            grid: { stroke: '#e2e8f0' },
            size: 80,
            ...(wholeNumbers ? { incrs: wholeSteps } : {}),
          },
        ],
        series: [
          { label: timeLabel, value: (_chart, value) => (value === null ? '' : formatTime(value)) },
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
    // uPlot's own style names system fonts, which have no Thai here: the legend takes the console's fonts. Inline,
    // because that style is not in a cascade layer and so outranks every Tailwind class.
    chart.root.style.fontFamily = 'inherit';
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [times, series, formatTime, formatValue, timeLabel, wholeNumbers]);

  return (
    <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 text-sm font-semibold text-slate-800">{title}</figcaption>
      <div ref={box} className="w-full" />
    </figure>
  );
}
