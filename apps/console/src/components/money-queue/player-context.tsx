import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandTimeZone } from '@/lib/console-session-context';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useMoneyContext } from './read-money-context';

const playerLink = (merchant: string, username: string) =>
  `/players/${encodeURIComponent(merchant)}/${encodeURIComponent(username)}`;

/**
 * The player's money context under a queue row: balance per wallet, turnover since the last deposit, latest wins
 * and the brand's players who used the same bank account (each a link to their profile).
 */
export function PlayerContext({ merchant, username }: { merchant: string; username: string }) {
  const { t } = useTranslation('money-queue');
  const errorMessage = useErrorMessage();
  const timeZone = useBrandTimeZone()(merchant);
  const context = useMoneyContext(merchant, username);
  if (context.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(context.error)}
      </p>
    );
  }
  if (!context.data) return <p className="text-sm text-slate-500">{t('context.loading')}</p>;
  const { currency, wallets, lastDeposit, turnoverSinceDeposit, betCount, recentWins, sharedBankAccounts } =
    context.data;
  const section = 'flex min-w-0 flex-col gap-1 rounded-md border border-slate-200 bg-white p-3';
  const heading = 'text-xs font-semibold text-slate-600 uppercase';
  return (
    <section aria-label={t('context.title', { username })} className="grid grid-cols-4 gap-3 text-sm">
      <div className={section}>
        <h3 className={heading}>{t('context.wallets')}</h3>
        <ul className="flex flex-col gap-0.5">
          {wallets.map((wallet) => (
            <li key={`${wallet.kind}-${wallet.vendorCode ?? ''}`} className="flex justify-between gap-2">
              <span className="text-slate-600">
                {wallet.kind === 'main' ? t('context.mainWallet') : wallet.vendorCode}
              </span>
              <span className="font-medium tabular-nums">
                {wallet.balance} {currency}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className={section}>
        <h3 className={heading}>{t('context.turnover')}</h3>
        <p className="text-lg font-semibold tabular-nums">
          {turnoverSinceDeposit} {currency}
        </p>
        <p className="text-xs text-slate-600">{t('context.bets', { count: betCount })}</p>
        <p className="text-xs text-slate-600">
          {lastDeposit
            ? t('context.lastDeposit', {
                amount: `${lastDeposit.amount} ${currency}`,
                at: formatDateTime(lastDeposit.at, timeZone),
              })
            : t('context.noDeposit')}
        </p>
      </div>
      <div className={section}>
        <h3 className={heading}>{t('context.recentWins')}</h3>
        {recentWins.length === 0 ? (
          <p className="text-xs text-slate-500">{t('context.noWins')}</p>
        ) : (
          <ul className="flex flex-col gap-0.5 text-xs">
            {recentWins.map((win) => (
              <li key={`${win.at}-${win.amount}-${win.gameCode}`} className="flex justify-between gap-2">
                <span className="truncate text-slate-600">
                  {formatDateTime(win.at, timeZone)} · {win.vendorCode}
                </span>
                <span className="font-medium tabular-nums">{win.amount}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={section}>
        <h3 className={heading}>{t('context.sharedAccounts')}</h3>
        {sharedBankAccounts.length === 0 ? (
          <p className="text-xs text-slate-500">{t('context.noSharedAccounts')}</p>
        ) : (
          <ul className="flex flex-col gap-0.5 text-xs">
            {sharedBankAccounts.map((shared) => (
              <li key={`${shared.username}-${shared.bankCode}-${shared.accountNumber}`}>
                <Link className="font-medium text-sky-700 hover:underline" to={playerLink(merchant, shared.username)}>
                  {shared.username}
                </Link>{' '}
                <span className="text-slate-600 tabular-nums">
                  {shared.bankCode} {shared.accountNumber}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
