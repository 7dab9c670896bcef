import type { ConsoleLotteryGame, ConsoleResultEntry, DrawResultData } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useConfirmResult } from '../api/confirm-result';
import { useLotteryGames } from '../api/list-lottery-games';
import { usePendingResults } from '../api/list-pending-results';
import { WinNumbers } from './draw-status-badge';
import { ResultForm } from './result-form';

/** The canonical text of a result as the server writes it (`formatWinNumbers`), to show the checker's typing. */
function winNumbersOf(result: DrawResultData): string {
  const two = (value: number) => String(value).padStart(2, '0');
  switch (result.kind) {
    case 'digits':
      return result.digits.join(',');
    case 'dice':
      return result.dice.join(',');
    case 'sample':
      return result.numbers.map(two).join(',');
    case 'prize-tiers':
      return result.tiers.map((tier) => `${tier.code}:${tier.numbers.join(',')}`).join('|');
    case 'thai-government':
      return `${result.firstPrize}|${result.frontThree.join(',')}|${result.backThree.join(',')}|${result.lastTwo}`;
    case 'four-d':
      return [result.first, result.second, result.third, result.special.join(','), result.consolation.join(',')].join(
        '|',
      );
  }
}

function Column({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <div
      className="flex min-w-0 flex-1 flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3"
      data-testid={testId}
    >
      <h3 className="text-xs font-semibold text-slate-600 uppercase">{title}</h3>
      {children}
    </div>
  );
}

/**
 * One waiting entry: the maker's entry and the checker's side by side. The checker types the result without
 * seeing the maker's (blind double entry); only once the server finds both the same are the two shown together.
 */
function PendingEntry({
  entry,
  game,
  timeZone,
}: {
  entry: ConsoleResultEntry;
  game: ConsoleLotteryGame | undefined;
  timeZone: string;
}) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const confirm = useConfirmResult();
  const [typed, setTyped] = useState<string | null>(null);
  const confirmed = confirm.data;

  return (
    <article
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="pending-entry"
      data-numero={entry.numero}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">
          {game?.name ?? entry.gameCode} ·{' '}
          <Link
            className="font-mono text-sky-800 hover:underline"
            to={`/lottery-draws/${entry.gameCode}/${entry.numero}`}
          >
            {entry.numero}
          </Link>
        </h2>
        <span className="text-xs text-slate-500">
          {t('pending.enteredBy', { name: entry.enteredBy, time: formatDateTime(entry.createdAt, timeZone) })}
        </span>
      </header>
      <div className="flex flex-col gap-3 md:flex-row">
        <Column title={t('pending.makerEntry')} testId="maker-column">
          {entry.winNo || confirmed ? (
            <WinNumbers winNo={confirmed?.winNo ?? entry.winNo ?? ''} />
          ) : (
            <p className="text-sm text-slate-500">{t('pending.hiddenUntilYours')}</p>
          )}
        </Column>
        <Column title={t('pending.checkerEntry')} testId="checker-column">
          {entry.mine ? (
            <p className="text-sm text-slate-600">{t('pending.yourOwn')}</p>
          ) : confirmed ? (
            <>
              <WinNumbers winNo={typed ?? ''} />
              <p role="status" data-testid="confirmed" className="text-sm font-medium text-emerald-800">
                {t('pending.confirmed', { version: confirmed.resultVersion ?? 0 })}
              </p>
            </>
          ) : game ? (
            <>
              <ResultForm
                shape={game.shape}
                idPrefix={`checker-${entry.entryId}`}
                submitLabel={t('pending.confirm')}
                pending={confirm.isPending}
                onSubmit={(result) => {
                  setTyped(winNumbersOf(result));
                  confirm.mutate({ entryId: entry.entryId, result });
                }}
              />
              {confirm.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {errorMessage(confirm.error)}
                </p>
              )}
            </>
          ) : null}
        </Column>
      </div>
    </article>
  );
}

/** Results waiting for a second operator: each a maker's entry beside the checker's blind one. */
export default function LotteryResultsScreen() {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  const pending = usePendingResults();
  const games = useLotteryGames();
  const timeZone = useBrandTimeZone()();
  // An entry confirmed here stays on screen (with both sides) until the operator leaves, not just until the refetch.
  const [seen, setSeen] = useState<ConsoleResultEntry[]>([]);
  const current = pending.data ?? [];
  const shown = [...current, ...seen.filter((entry) => !current.some((row) => row.entryId === entry.entryId))];
  if (current.some((entry) => !seen.some((row) => row.entryId === entry.entryId))) {
    setSeen([...seen, ...current.filter((entry) => !seen.some((row) => row.entryId === entry.entryId))]);
  }

  return (
    <div className="flex flex-col gap-4">
      <header>
        <h1 className="text-xl font-semibold text-slate-900">{t('pending.title')}</h1>
        <p className="text-sm text-slate-500">{t('pending.description')}</p>
      </header>
      {pending.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(pending.error)}
        </p>
      )}
      {pending.data && shown.length === 0 && (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-500">
          {t('pending.none')}
        </p>
      )}
      {shown.map((entry) => (
        <PendingEntry
          key={entry.entryId}
          entry={entry}
          game={games.data?.find((game) => game.code === entry.gameCode)}
          timeZone={timeZone}
        />
      ))}
      {!pending.data && !pending.isError && <p className="text-slate-500">{t('detail.loading')}</p>}
    </div>
  );
}
