import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { useErrorMessage } from '@/lib/use-error-message';
import { useWithdrawalSettings } from '../api/get-withdrawal-settings';
import { useBankAccounts } from '../api/list-bank-accounts';
import { useWithdrawals } from '../api/list-withdrawals';
import type { BonusHold } from '../bonus-hold';
import { BankAccountsPanel } from './bank-accounts-panel';
import { PaymentPasswordPanel } from './payment-password-panel';
import { WithdrawalRecords } from './withdrawal-records';
import { WithdrawalRequestForm } from './withdrawal-request-form';

type WithdrawPageProps = {
  timeZone: string;
  /** The main wallet's balance, when known (the wallet lives in another feature; the page is composed in app/). */
  balance: string | undefined;
  /** The member's live bonuses (another feature's; composed in app/), shown as money not yet withdrawable. */
  bonusHold?: BonusHold;
  onBonusForfeited?: () => void;
};

const sectionIds = { paymentPassword: 'withdraw-payment-password', bankAccount: 'withdraw-bank-accounts' } as const;

/**
 * The withdraw page (member centre withdraw): the request form, the bank accounts and payment password it needs, and
 * the records, where a paid withdrawal is confirmed (spec §4).
 */
export function WithdrawPage({ timeZone, balance, bonusHold, onBonusForfeited }: WithdrawPageProps) {
  const { t } = useTranslation('withdrawal');
  const errorMessage = useErrorMessage();
  const settings = useWithdrawalSettings();
  const accounts = useBankAccounts();
  const [recordsPage, setRecordsPage] = useState(1);
  const withdrawals = useWithdrawals(recordsPage);

  function goTo(part: keyof typeof sectionIds) {
    const section = document.getElementById(sectionIds[part]);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
  }

  if (settings.isError) {
    return (
      <div data-testid="withdraw-page">
        <Panel>
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-text-2">{errorMessage(settings.error)}</p>
            <Button variant="secondary" onClick={() => void settings.refetch()}>
              {t('retry')}
            </Button>
          </div>
        </Panel>
      </div>
    );
  }

  return (
    <div data-testid="withdraw-page" className="space-y-4">
      <div className="grid grid-cols-1 items-start gap-4 2xl:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <Panel title={t('request.title')} description={t('request.description')}>
          {settings.data && accounts.data ? (
            <WithdrawalRequestForm
              settings={settings.data}
              accounts={accounts.data}
              balance={balance}
              timeZone={timeZone}
              onSetUp={goTo}
              bonusHold={bonusHold}
              onBonusForfeited={onBonusForfeited}
            />
          ) : (
            <div role="status" aria-label={t('loading')} className="h-72 animate-pulse rounded-control bg-raised/60" />
          )}
        </Panel>
        <div className="space-y-4">
          {settings.data ? (
            <BankAccountsPanel id={sectionIds.bankAccount} accounts={accounts.data} settings={settings.data} />
          ) : null}
          <PaymentPasswordPanel id={sectionIds.paymentPassword} timeZone={timeZone} />
        </div>
      </div>
      <Panel
        title={t('records.title')}
        actions={
          <Button
            variant="ghost"
            size="icon"
            onClick={() => void withdrawals.refetch()}
            aria-label={t('records.refresh')}
            data-testid="withdrawal-refresh"
          >
            <RefreshCw className={`size-[18px] ${withdrawals.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          </Button>
        }
      >
        <WithdrawalRecords
          withdrawals={withdrawals}
          currentPage={recordsPage}
          onPageChange={setRecordsPage}
          timeZone={timeZone}
          confirmTimeoutMinutes={settings.data?.confirmTimeoutMinutes ?? 0}
        />
      </Panel>
    </div>
  );
}
