import type { LotteryMenuGame, PlacedOrder, PrizeMode } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nearNumerosQueryKey, useNearNumeros } from '../api/get-near-numeros';
import { usePrizeTable } from '../api/get-prize-table';
import { drawHistoryQueryKey } from '../api/list-draw-history';
import { BetSlip } from './bet-slip';
import { GameHeader } from './game-header';
import { MyBetsPanel } from './my-bets-panel';
import { ResultsPanel } from './results-panel';
import type { SlipList } from './use-slip-list';

export type LotteryPageSettings = {
  currency: string;
  timeZone: string;
  /** An order or a refund moved the wallet: the app refreshes the header balance. */
  onBalanceChange: (order?: PlacedOrder) => void;
  /** The brand's prize mode when the address names none (spec §4's rule, from the lobby's lanes). */
  defaultPrizeMode?: 'LOTT' | 'ELOTT';
};

/** Waits until a value has stopped changing for a moment (the series slider asks for a new quote when let go). */
function useSettledValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The selected game: header with countdown, the bet slip, the results and trend, and the member's bets on it. The
 * slip's list of bets is held by the page, which clears it when the game or prize mode changes.
 */
export function LotteryGameView({
  game,
  prizeMode,
  settings,
  slip,
}: {
  game: LotteryMenuGame;
  prizeMode: PrizeMode;
  settings: LotteryPageSettings;
  slip: SlipList;
}) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const near = useNearNumeros(game.code);
  const [series, setSeries] = useState<number | null>(null);
  const quotedSeries = useSettledValue(series, 300);
  const table = usePrizeTable({
    gameCode: game.code,
    prizeMode,
    ...(quotedSeries === null ? {} : { series: quotedSeries }),
  });
  const current = near.data?.currentNumero ?? null;

  function nextDraw() {
    void queryClient.invalidateQueries({ queryKey: nearNumerosQueryKey(game.code) });
    void queryClient.invalidateQueries({ queryKey: drawHistoryQueryKey(game.code) });
    // Sales close `lockTime` before the draw; the result and its settlement follow the draw within seconds.
    const lockMs = (current?.lockTime ?? 5) * 1000;
    for (const delayMs of [lockMs + 2_000, lockMs + 6_000]) {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: drawHistoryQueryKey(game.code) }), delayMs);
    }
  }

  return (
    <div className="space-y-4">
      <GameHeader name={game.remark} group={game.gameGroupCode} near={near.data} onElapsed={nextDraw} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        {table.data ? (
          <BetSlip
            key={`${game.code}-${prizeMode}`}
            gameCode={game.code}
            numero={current?.isSale ? current.numero : null}
            prizeMode={prizeMode}
            table={table.data}
            series={series ?? table.data.series?.member ?? table.data.series?.quoted ?? 0}
            onSeriesChange={setSeries}
            currency={settings.currency}
            onPlaced={(order) => settings.onBalanceChange(order)}
            slip={slip}
          />
        ) : (
          <section
            className="rounded-card border border-border bg-surface p-6 text-center text-sm text-text-3"
            data-testid="lottery-slip-loading"
          >
            {table.isError ? t('slip.unavailable') : t('slip.loading')}
          </section>
        )}
        <div className="space-y-4">
          <ResultsPanel gameCode={game.code} group={game.gameGroupCode} timeZone={settings.timeZone} />
          <MyBetsPanel gameCode={game.code} currency={settings.currency} timeZone={settings.timeZone} />
        </div>
      </div>
    </div>
  );
}
