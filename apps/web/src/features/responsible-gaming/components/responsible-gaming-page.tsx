import { brandMomentText, limitKinds, limitMeasure } from '@croupier/contracts';
import type { LimitMeasure, LimitState, ResponsibleGaming } from '@croupier/contracts';
import { HeartHandshake, LifeBuoy, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Panel } from '@/components/ui/panel';
import { useErrorMessage } from '@/lib/use-error-message';
import { useMemberSession } from '@/lib/member-session';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { HelpOrganisationsList } from './help-organisations-list';
import { LimitRow } from './limit-row';
import { ProtectionPanel } from './protection-panel';
import type { ProtectionTaken } from './protection-panel';
import { RealityCheckSettings } from './reality-check-settings';

const measures: readonly LimitMeasure[] = ['deposit', 'loss', 'wager', 'session'];

type ResponsibleGamingPageProps = {
  currency: string;
  timeZone: string;
  /** Opens the login popup, for a visitor who is not signed in. */
  onLogIn: () => void;
  /** A protection has started and the session has ended: where the page shows it (it outlives the session). */
  onProtectionTaken: (taken: ProtectionTaken) => void;
  /** Set once a protection has started, so the page says until when; `onDismissTaken` closes that notice. */
  taken?: ProtectionTaken | null;
  onDismissTaken?: () => void;
  /** Shown over the page in the member centre, which has its own title. */
  showTitle?: boolean;
};

/**
 * The responsible-gaming page (issue #15): the player's deposit, loss, wager and session limits, the reality check's
 * interval, a time-out or a self-exclusion, and the organisations that help. A visitor who is not signed in reads what
 * the tools are and where to find help.
 */
export function ResponsibleGamingPage({
  currency,
  timeZone,
  onLogIn,
  onProtectionTaken,
  taken = null,
  onDismissTaken,
  showTitle = true,
}: ResponsibleGamingPageProps) {
  const { t } = useTranslation('responsible');
  const signedIn = useMemberSession() !== null;

  return (
    <div data-testid="responsible-gaming-page" className="space-y-4">
      <header className="relative overflow-hidden rounded-card border border-border bg-surface p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 place-items-center rounded-full bg-win/12 text-win ring-1 ring-win/30 sm:grid">
            <HeartHandshake className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            {showTitle ? <h1 className="text-xl font-bold sm:text-2xl">{t('title')}</h1> : null}
            <p className={`max-w-3xl text-sm leading-relaxed text-text-2 ${showTitle ? 'mt-1.5' : ''}`}>{t('intro')}</p>
            <p className="mt-2 max-w-3xl text-[13px] leading-relaxed text-text-3">{t('limits.rule')}</p>
          </div>
        </div>
        {signedIn ? null : (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-control bg-raised/60 px-4 py-3">
            <p className="text-sm text-text-2">{t('loggedOut')}</p>
            <Button size="sm" onClick={onLogIn} data-testid="responsible-gaming-log-in">
              {t('logIn')}
            </Button>
          </div>
        )}
      </header>
      {signedIn ? <PlayerTools currency={currency} timeZone={timeZone} onTaken={onProtectionTaken} /> : null}
      <Panel
        title={
          <span className="flex items-center gap-2">
            <LifeBuoy className="size-[18px] text-info" aria-hidden="true" />
            {t('help.title')}
          </span>
        }
        description={t('help.description')}
        testId="responsible-gaming-help"
      >
        <HelpOrganisationsList />
      </Panel>
      <MessageDialog
        open={taken !== null}
        title={
          taken?.kind === 'self_exclusion'
            ? t('protection.selfExclusion.takenTitle')
            : t('protection.timeOut.takenTitle')
        }
        message={
          <span data-testid="protection-taken-message">
            {taken?.endsAt
              ? t('protection.takenUntil', { time: brandMomentText(new Date(taken.endsAt), timeZone) })
              : t('protection.takenPermanent')}
          </span>
        }
        confirmLabel={t('protection.takenClose')}
        onConfirm={() => onDismissTaken?.()}
        testId="protection-taken"
        confirmTestId="protection-taken-close"
      />
    </div>
  );
}

function PlayerTools({
  currency,
  timeZone,
  onTaken,
}: {
  currency: string;
  timeZone: string;
  onTaken: (taken: ProtectionTaken) => void;
}) {
  const { t } = useTranslation('responsible');
  const errorMessage = useErrorMessage();
  const state = useResponsibleGaming();

  if (state.isError && !state.data) {
    return (
      <Panel testId="responsible-gaming-failed">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-text-2">{errorMessage(state.error)}</p>
          <Button variant="outline" size="sm" onClick={() => void state.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </Panel>
    );
  }
  if (!state.data) {
    return (
      <div role="status" aria-label={t('loading')} className="grid gap-4 md:grid-cols-2">
        {measures.map((measure) => (
          <div key={measure} className="h-64 animate-pulse rounded-card bg-surface" />
        ))}
      </div>
    );
  }
  return <Tools data={state.data} currency={currency} timeZone={timeZone} onTaken={onTaken} />;
}

function Tools({
  data,
  currency,
  timeZone,
  onTaken,
}: {
  data: ResponsibleGaming;
  currency: string;
  timeZone: string;
  onTaken: (taken: ProtectionTaken) => void;
}) {
  const { t } = useTranslation('responsible');
  const byKind = new Map(data.limits.map((limit) => [limit.kind, limit]));
  // Every kind has a row even when the server leaves an unset one out.
  const limitsOf = (measure: LimitMeasure): LimitState[] =>
    limitKinds
      .filter((kind) => limitMeasure(kind) === measure)
      .map((kind) => byKind.get(kind) ?? { kind, value: null, used: null, resetsAt: null, pending: null });
  // Limits are in the brand's currency, which the answer names.
  const limitCurrency = data.currency || currency;

  return (
    <>
      {data.protection ? (
        <p
          role="status"
          data-testid="responsible-gaming-protection"
          className="flex items-start gap-2.5 rounded-card border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-text"
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
          {data.protection.endsAt
            ? t('protection.activeUntil', { time: brandMomentText(new Date(data.protection.endsAt), timeZone) })
            : t('protection.activePermanent')}
        </p>
      ) : null}
      <h2 className="px-1 pt-2 text-base font-semibold">{t('limits.heading')}</h2>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        {measures.map((measure) => (
          <Panel
            key={measure}
            title={t(`limits.measures.${measure}.title`)}
            description={t(`limits.measures.${measure}.description`)}
            testId={`limits-${measure}`}
          >
            <div className="divide-y divide-border/70">
              {limitsOf(measure).map((limit) => (
                <LimitRow key={limit.kind} limit={limit} currency={limitCurrency} timeZone={timeZone} />
              ))}
            </div>
          </Panel>
        ))}
      </div>
      <h2 className="px-1 pt-2 text-base font-semibold">{t('breaks.heading')}</h2>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <RealityCheckSettings minutes={data.realityCheckMinutes} />
        <ProtectionPanel kind="time_out" timeZone={timeZone} onTaken={onTaken} />
        <ProtectionPanel kind="self_exclusion" timeZone={timeZone} onTaken={onTaken} />
      </div>
    </>
  );
}
