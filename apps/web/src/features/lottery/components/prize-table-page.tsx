import type { PrizeMode } from '@croupier/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { SelectBox } from '@/components/ui/select-box';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { usePrizeTable } from '../api/get-prize-table';
import { useLotteryGames } from '../api/list-games';
import { levelLabel } from '@croupier/contracts';
import { rebatePercent, seriesChoices } from '../stake';
import { usePlayName } from './ticket-row';

const prizeModeChoices = ['ELOTT', 'LOTT', 'SEA', 'VN'] as const satisfies readonly PrizeMode[];

/** The prize table (`lottoGameBonus`): a game's plays and prices; prize groups quoted at the series on the slider. */
export function PrizeTablePage({ currency }: { currency: string }) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const playName = usePlayName();
  const [prizeMode, setPrizeMode] = useState<PrizeMode>('ELOTT');
  const games = useLotteryGames(prizeMode);
  const [gameCode, setGameCode] = useState('');
  const [series, setSeries] = useState<number | null>(null);
  const [quotedSeries, setQuotedSeries] = useState<number | null>(null);
  const chosen = gameCode || games.data?.[0]?.gameCode || '';
  const table = usePrizeTable({
    gameCode: chosen,
    prizeMode,
    ...(quotedSeries === null ? {} : { series: quotedSeries }),
  });

  useEffect(() => {
    const timer = window.setTimeout(() => setQuotedSeries(series), 300);
    return () => window.clearTimeout(timer);
  }, [series]);

  const data = table.data;
  const range = data?.series ?? null;
  const shownSeries = series ?? range?.member ?? range?.quoted ?? 0;

  return (
    <div className="space-y-4" data-testid="lottery-prize-table-page">
      <Panel>
        <div className="grid grid-cols-2 gap-3">
          <label className="min-w-0 space-y-1.5">
            <span className="block text-[13.5px] font-medium text-text-2">{t('prizeTable.prizeMode')}</span>
            <SelectBox
              value={prizeMode}
              onChange={(event) => {
                const mode = prizeModeChoices.find((choice) => choice === event.target.value) ?? 'ELOTT';
                setPrizeMode(mode);
                setGameCode('');
                setSeries(null);
              }}
            >
              {prizeModeChoices.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`prizeModes.${mode}`)}
                </option>
              ))}
            </SelectBox>
          </label>
          <label className="min-w-0 space-y-1.5">
            <span className="block text-[13.5px] font-medium text-text-2">{t('prizeTable.game')}</span>
            <SelectBox
              value={chosen}
              onChange={(event) => {
                setGameCode(event.target.value);
                setSeries(null);
              }}
              data-testid="lottery-prize-table-game"
            >
              {(games.data ?? []).map((game) => (
                <option key={game.gameCode} value={game.gameCode}>
                  {game.remark}
                </option>
              ))}
            </SelectBox>
          </label>
        </div>
        {range && seriesChoices(range).length > 1 ? (
          <div className="mt-4 space-y-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-text-2">{t('slip.series')}</span>
              <span className="font-semibold tabular-nums" data-testid="lottery-series-value">
                {t('slip.seriesValue', { series: shownSeries, rebate: rebatePercent(range.member, shownSeries) })}
              </span>
            </div>
            <input
              type="range"
              min={range.min}
              max={range.member}
              step={range.step}
              value={shownSeries}
              onChange={(event) => setSeries(Number(event.target.value))}
              className="w-full accent-[var(--color-accent)]"
              aria-label={t('slip.series')}
              data-testid="lottery-series-slider"
            />
            <p className="text-xs text-text-3">{t('prizeTable.perTwoUnits')}</p>
          </div>
        ) : null}
      </Panel>
      <Panel title={t('prizeTable.title')}>
        {table.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(table.error)}
          </p>
        ) : !data ? (
          <p className="text-sm text-text-3">
            {games.data?.length === 0 ? t('prizeTable.noGames') : t('prizeTable.loading')}
          </p>
        ) : (
          <div className="space-y-3">
            <p className="text-xs text-text-3">
              {t('prizeTable.limits', {
                min: formatMoneyWithSymbol(data.limits.minStake, currency),
                max: formatMoneyWithSymbol(data.limits.maxStake, currency),
              })}
            </p>
            <ul className="divide-y divide-border/70">
              {data.plays.map((play) => (
                <li key={play.code} className="py-3" data-testid="lottery-prize-row">
                  <p className="text-sm font-semibold">{playName({ playCode: play.code, playName: play.name })}</p>
                  {play.costUnits > 1 ? (
                    <p className="text-xs text-text-3 first-letter:uppercase">
                      {t('slip.costUnits', { units: play.costUnits })}
                    </p>
                  ) : null}
                  <ul className="mt-1.5 flex flex-wrap gap-1.5">
                    {play.prizes.map((prize) => (
                      <li key={prize.level} className="rounded-pill bg-raised px-2.5 py-0.5 text-xs tabular-nums">
                        <span className="text-text-3">
                          {levelLabel(prize.level, (token) => t(`levelWords.${token}`))}{' '}
                        </span>
                        {play.pricing === 'prize-group' ? (
                          <Money amount={prize.prize} currency={currency} className="font-semibold" />
                        ) : (
                          <span className="font-semibold">×{prize.prize}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Panel>
    </div>
  );
}
