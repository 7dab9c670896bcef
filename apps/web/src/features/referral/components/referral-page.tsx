import type { ReferralInvitee, ReferralOverview, ReferralReward, ReferralStatus } from '@croupier/contracts';
import { Copy, Share2, UserPlus } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { NoDataPanel } from '@/components/ui/no-data-panel';
import { Pagination } from '@/components/ui/pagination';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StatusTone } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMoneyWithSymbol } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { useReferralOverview } from '../api/get-referral-overview';
import { useReferralInvitees } from '../api/list-referral-invitees';
import { useReferralRewards } from '../api/list-referral-rewards';
import { useSendReferralPhoneCode } from '../api/send-referral-phone-code';
import { useVerifyReferralPhone } from '../api/verify-referral-phone';

const pageSize = 10;

/** The link a friend opens: the site's register popup with the code filled in (spec §2 `referralCode`). */
export function referralLinkOf(origin: string, code: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`;
}

const statusTones: Record<ReferralStatus, StatusTone> = {
  qualified: 'success',
  not_qualified: 'neutral',
  failed: 'danger',
  duplicate: 'warning',
};

/**
 * The member centre's referral page (spec `referral`, reference §8): the member's code, link and QR to share, the
 * overview counters, the phone check a referred member needs, the invitees with their statuses, the rewards paid
 * and the brand's rules.
 */
export function ReferralPage({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { t } = useTranslation('referral');
  const errorMessage = useErrorMessage();
  const overview = useReferralOverview();
  const [tab, setTab] = useState<'invitees' | 'rewards' | 'rules'>('invitees');

  if (overview.isPending)
    return <div role="status" aria-label={t('loading')} className="h-60 animate-pulse rounded-card bg-surface" />;
  if (overview.isError)
    return (
      <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface py-10 text-center">
        <p role="alert" className="text-text-2" data-testid="referral-error">
          {errorMessage(overview.error)}
        </p>
        <Button variant="secondary" onClick={() => void overview.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  const summary = overview.data;
  return (
    <div className="space-y-5" data-testid="referral-page">
      <ShareCard code={summary.code} />
      <Counters summary={summary} currency={currency} />
      {summary.referred && !summary.phoneVerified ? <PhoneCheck hasMobile={summary.hasMobile} /> : null}
      <SegmentedTabs
        label={t('tabsLabel')}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'invitees', label: t('tabs.invitees'), testId: 'referral-tab-invitees' },
          { value: 'rewards', label: t('tabs.rewards'), testId: 'referral-tab-rewards' },
          { value: 'rules', label: t('tabs.rules'), testId: 'referral-tab-rules' },
        ]}
      />
      {tab === 'invitees' ? <Invitees currency={currency} timeZone={timeZone} /> : null}
      {tab === 'rewards' ? <Rewards currency={currency} timeZone={timeZone} /> : null}
      {tab === 'rules' ? <Rules summary={summary} currency={currency} /> : null}
    </div>
  );
}

function ShareCard({ code }: { code: string }) {
  const { t } = useTranslation('referral');
  const { showToast } = useToast();
  const link = referralLinkOf(window.location.origin, code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('copied'), 'success');
    } catch {
      showToast(t('copyFailed'), 'error');
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="mx-auto shrink-0 rounded-card bg-white p-2 sm:mx-0" data-testid="referral-qr">
          <QRCodeSVG value={link} size={132} marginSize={1} title={t('qrTitle')} />
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <p className="text-xs text-text-3">{t('code')}</p>
            <p className="text-2xl font-bold tracking-widest text-text" data-testid="referral-code">
              {code}
            </p>
          </div>
          <div>
            <label htmlFor="referral-link" className="text-xs text-text-3">
              {t('link')}
            </label>
            <input
              id="referral-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full truncate rounded-control border border-border bg-raised px-3 py-2 text-[13px] text-text-2"
              data-testid="referral-link"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()} data-testid="referral-copy">
              <Copy className="size-4" aria-hidden="true" />
              {t('copyLink')}
            </Button>
            {canShare ? (
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator
                    .share({ title: t('shareTitle'), text: t('shareText'), url: link })
                    .catch(() => undefined)
                }
                data-testid="referral-share"
              >
                <Share2 className="size-4" aria-hidden="true" />
                {t('share')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

function Counters({ summary, currency }: { summary: ReferralOverview; currency: string }) {
  const { t } = useTranslation('referral');
  const money = [
    ['todayIncome', summary.counters.todayIncome],
    ['yesterdayIncome', summary.counters.yesterdayIncome],
    ['totalIncome', summary.counters.totalIncome],
  ] as const;
  const counts = [
    ['registers', summary.counters.registers],
    ['depositors', summary.counters.depositors],
    ['validReferrals', summary.counters.validReferrals],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3" data-testid="referral-counters">
      {money.map(([key, amount]) => (
        <div key={key} className="rounded-card border border-border bg-surface p-3">
          <dt className="text-xs text-text-3">{t(`counters.${key}`)}</dt>
          <dd className="mt-1 text-sm font-semibold text-text sm:text-base">
            <Money amount={amount} currency={currency} testId={`referral-${key}`} />
          </dd>
        </div>
      ))}
      {counts.map(([key, count]) => (
        <div key={key} className="rounded-card border border-border bg-surface p-3">
          <dt className="text-xs text-text-3">{t(`counters.${key}`)}</dt>
          <dd className="mt-1 text-base font-semibold tabular-nums text-text" data-testid={`referral-${key}`}>
            {count}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PhoneCheck({ hasMobile }: { hasMobile: boolean }) {
  const { t } = useTranslation('referral');
  const errorMessage = useErrorMessage();
  const { showToast } = useToast();
  const send = useSendReferralPhoneCode();
  const verify = useVerifyReferralPhone();
  const [code, setCode] = useState('');
  const error = verify.error ?? send.error;
  return (
    <section className="rounded-card border border-accent/40 bg-surface p-4" data-testid="referral-phone-check">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-text">
        <UserPlus className="size-4" aria-hidden="true" />
        {t('phone.title')}
      </h2>
      <p className="mt-1 text-[13px] text-text-2">{hasMobile ? t('phone.text') : t('phone.noMobile')}</p>
      {hasMobile ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            verify.mutate(code.trim(), { onSuccess: () => showToast(t('phone.verified'), 'success') });
          }}
        >
          <Button
            type="button"
            variant="secondary"
            disabled={send.isPending}
            onClick={() => send.mutate(undefined, { onSuccess: () => showToast(t('phone.sent'), 'success') })}
            data-testid="referral-phone-send"
          >
            {t('phone.send')}
          </Button>
          <label className="flex flex-col text-xs text-text-3">
            {t('phone.code')}
            <input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="mt-1 w-32 rounded-control border border-border bg-raised px-3 py-2 text-sm text-text"
              data-testid="referral-phone-code"
            />
          </label>
          <Button
            type="submit"
            disabled={!/^\d{6}$/.test(code.trim()) || verify.isPending}
            data-testid="referral-phone-verify"
          >
            {t('phone.verify')}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-[13px] text-danger">
          {errorMessage(error)}
        </p>
      ) : null}
    </section>
  );
}

function Invitees({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { t } = useTranslation('referral');
  const [pageNo, setPageNo] = useState(1);
  const invitees = useReferralInvitees({ pageNo, pageSize });
  if (invitees.isPending) return <div className="h-24 animate-pulse rounded-card bg-surface" />;
  if (invitees.isError || invitees.data.content.length === 0) return <NoDataPanel message={t('noInvitees')} />;
  return (
    <>
      <ul className="space-y-2" data-testid="referral-invitees">
        {invitees.data.content.map((invitee, index) => (
          <InviteeRow
            key={`${invitee.name}-${invitee.registeredAt}-${index}`}
            invitee={invitee}
            currency={currency}
            timeZone={timeZone}
          />
        ))}
      </ul>
      {invitees.data.totalPages > 1 ? (
        <Pagination pageCount={invitees.data.totalPages} currentPage={pageNo} onPageChange={setPageNo} />
      ) : null}
    </>
  );
}

function InviteeRow({ invitee, currency, timeZone }: { invitee: ReferralInvitee; currency: string; timeZone: string }) {
  const { t } = useTranslation('referral');
  return (
    <li className="rounded-card border border-border bg-surface px-4 py-3" data-testid="referral-invitee">
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium text-text">{invitee.name}</span>
        <StatusBadge tone={statusTones[invitee.status]} testId="referral-invitee-status">
          {t(`statuses.${invitee.status}`)}
        </StatusBadge>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-[13px] text-text-3">
        <span>{t('registeredOn', { date: formatDateTime(invitee.registeredAt, timeZone).slice(0, 10) })}</span>
        <span>
          {t('earned')} <Money amount={invitee.earned} currency={currency} className="font-medium text-text" />
        </span>
      </div>
      {invitee.status === 'not_qualified' ? (
        <p className="mt-1 text-xs text-text-3">
          {invitee.phoneVerified ? t('steps.phoneDone') : t('steps.phone')} ·{' '}
          {invitee.deposited ? t('steps.depositDone') : t('steps.deposit')}
        </p>
      ) : null}
      {invitee.reason && invitee.status !== 'qualified' ? (
        <p className="mt-1 text-xs text-danger">{t(`reasons.${invitee.reason as 'operator'}`)}</p>
      ) : null}
    </li>
  );
}

function Rewards({ currency, timeZone }: { currency: string; timeZone: string }) {
  const { t } = useTranslation('referral');
  const [pageNo, setPageNo] = useState(1);
  const rewards = useReferralRewards({ pageNo, pageSize });
  if (rewards.isPending) return <div className="h-24 animate-pulse rounded-card bg-surface" />;
  if (rewards.isError || rewards.data.content.length === 0) return <NoDataPanel message={t('noRewards')} />;
  return (
    <>
      <ul className="space-y-2" data-testid="referral-rewards">
        {rewards.data.content.map((reward) => (
          <RewardRow key={reward.id} reward={reward} currency={currency} timeZone={timeZone} />
        ))}
      </ul>
      {rewards.data.totalPages > 1 ? (
        <Pagination pageCount={rewards.data.totalPages} currentPage={pageNo} onPageChange={setPageNo} />
      ) : null}
    </>
  );
}

function RewardRow({ reward, currency, timeZone }: { reward: ReferralReward; currency: string; timeZone: string }) {
  const { t } = useTranslation('referral');
  return (
    <li className="rounded-card border border-border bg-surface px-4 py-3" data-testid="referral-reward">
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium text-text" data-testid="referral-reward-kind">
          {reward.kind === 'achievement'
            ? t('kinds.achievementTier', { count: Number(reward.tier) })
            : t(`kinds.${reward.kind}`)}
        </span>
        <Money
          amount={reward.amount}
          currency={currency}
          className="font-semibold text-win"
          signed
          testId="referral-reward-amount"
        />
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-[13px] text-text-3">
        <span>
          {t('forDay', { date: reward.day.replace(/-/g, '/') })}
          {reward.invitee ? ` · ${reward.invitee}` : ''}
        </span>
        <span>{formatDateTime(reward.paidAt, timeZone)}</span>
      </div>
      {reward.status !== 'paid' ? (
        <p className="mt-1 text-xs text-text-3">{t(`rewardStatuses.${reward.status}`)}</p>
      ) : reward.capped !== '0.00' ? (
        <p className="mt-1 text-xs text-text-3">
          {t('cappedPart', { amount: formatMoneyWithSymbol(reward.capped, currency) })}
        </p>
      ) : null}
    </li>
  );
}

function Rules({ summary, currency }: { summary: ReferralOverview; currency: string }) {
  const { t } = useTranslation('referral');
  const { rules } = summary;
  const money = (amount: string) => formatMoneyWithSymbol(amount, currency);
  return (
    <section
      className="space-y-3 rounded-card border border-border bg-surface p-4 text-[13px] text-text-2"
      data-testid="referral-rules"
    >
      {rules.text ? <p className="whitespace-pre-line text-text">{rules.text}</p> : null}
      <ul className="list-disc space-y-1 ps-5">
        <li>{t('rules.qualify', { amount: money(rules.minFirstDeposit), days: rules.qualifyDays })}</li>
        {rules.invitationReward !== '0.00' ? (
          <li>{t('rules.invitation', { amount: money(rules.invitationReward) })}</li>
        ) : null}
        {rules.achievementTiers.map((tier) => (
          <li key={tier.count}>
            {t(rules.achievementPeriod === 'monthly' ? 'rules.achievementMonthly' : 'rules.achievement', {
              count: tier.count,
              amount: money(tier.reward),
            })}
          </li>
        ))}
        {rules.depositRate !== '0.00' ? (
          <li>
            {t(rules.depositScope === 'first' ? 'rules.depositFirst' : 'rules.depositDaily', {
              rate: rules.depositRate,
            })}
          </li>
        ) : null}
        {rules.bettingRate !== '0.00' ? <li>{t('rules.betting', { rate: rules.bettingRate })}</li> : null}
        <li>
          {rules.turnoverMultiplier === 0 ? t('rules.cash') : t('rules.bonus', { multiple: rules.turnoverMultiplier })}
        </li>
        <li>{t('rules.fraud')}</li>
      </ul>
    </section>
  );
}
