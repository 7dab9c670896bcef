import { useTranslation } from 'react-i18next';
import type { Trend } from '../trend';

/**
 * The trend of the last draws: how often each value came at each position (a plain heat grid with the counts
 * written in), and the sum per draw as a line, oldest on the left. Past draws say nothing about the next one; the
 * chart only shows what happened.
 */
export function TrendChart({ trend }: { trend: Trend }) {
  const { t } = useTranslation('lottery');
  const highest = Math.max(1, ...trend.counts.flat());
  const sums = trend.sums.map((point) => point.sum);
  const low = Math.min(...sums);
  const high = Math.max(...sums);
  const span = Math.max(1, high - low);
  const width = 300;
  const height = 90;
  const step = trend.sums.length > 1 ? width / (trend.sums.length - 1) : 0;
  const points = trend.sums.map((point, index) => [
    index * step,
    height - 8 - ((point.sum - low) / span) * (height - 16),
  ]);
  return (
    <div className="space-y-4" data-testid="lottery-trend">
      <p className="text-xs text-text-3">{t('trend.description', { count: trend.sums.length })}</p>
      <div className="overflow-x-auto">
        <table className="w-full border-separate border-spacing-0.5 text-center text-[11px] tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="w-8 font-medium text-text-3">
                <span className="sr-only">{t('trend.position')}</span>
              </th>
              {trend.values.map((value) => (
                <th key={value} scope="col" className="font-medium text-text-3">
                  {value}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trend.counts.map((row, position) => (
              <tr key={position}>
                <th scope="row" className="font-medium text-text-3">
                  {t('trend.positionShort', { position: position + 1 })}
                </th>
                {row.map((count, index) => (
                  <td
                    key={index}
                    className="h-7 min-w-6 rounded-[4px] font-semibold text-text"
                    style={{ backgroundColor: `rgb(245 179 1 / ${(0.08 + (count / highest) * 0.62).toFixed(2)})` }}
                  >
                    {count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {points.length > 1 ? (
        <figure>
          <figcaption className="mb-1 flex justify-between text-xs text-text-3">
            <span>{t(`trend.sums.${trend.sumKind}`)}</span>
            <span className="tabular-nums">{t('trend.range', { low, high })}</span>
          </figcaption>
          <svg
            viewBox={`-4 0 ${width + 8} ${height}`}
            className="h-24 w-full"
            role="img"
            aria-label={t(`trend.sums.${trend.sumKind}`)}
          >
            <line x1="0" x2={width} y1={height / 2} y2={height / 2} stroke="#26324a" strokeDasharray="3 4" />
            <polyline
              points={points.map(([x, y]) => `${x},${y}`).join(' ')}
              fill="none"
              stroke="#3ba7ff"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            {points.map(([x, y], index) => (
              <circle key={index} cx={x} cy={y} r="2.5" fill="#f5b301">
                <title>{`${trend.sums[index]?.numero ?? ''}: ${trend.sums[index]?.sum ?? ''}`}</title>
              </circle>
            ))}
          </svg>
        </figure>
      ) : null}
    </div>
  );
}
