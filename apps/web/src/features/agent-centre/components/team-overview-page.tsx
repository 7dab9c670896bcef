import { shownDay, teamPeriods } from '@croupier/contracts';
import type { TeamPeriod } from '@croupier/contracts';
import { ArrowDownToLine, ArrowUpFromLine, Coins, Sparkles, UserPlus, UsersRound, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/ui/money';
import { Panel } from '@/components/ui/panel';
import { SegmentedTabs } from '@/components/ui/segmented-tabs';
import { useTeamOverview } from '../api/get-team-overview';
import { ListStates } from './list-states';
import { SignedMoney } from './signed-money';

function Figure({
  icon: Icon,
  label,
  children,
  note,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  note?: string;
  testId?: string;
}) {
  return (
    <div data-testid={testId} className="min-w-0 rounded-card border border-border bg-bg/40 p-4">
      <div className="flex items-center gap-2 text-[13px] text-text-2">
        <Icon className="size-4 shrink-0 text-text-3" aria-hidden="true" />
        <span className="truncate">{label}</span>
      </div>
      <div className="mt-2 text-xl font-bold text-text tabular-nums">{children}</div>
      {note ? <p className="mt-1 text-xs text-text-3">{note}</p> : null}
    </div>
  );
}

/**
 * The team overview (agentTeamOverview): the agent's balance, its team's size, and per period (today, yesterday, this
 * week, this month) new and active members, deposits, withdrawals and play.
 */
export function TeamOverviewPage({ currency }: { currency: string }) {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const overview = useTeamOverview(period);
  return (
    <div data-testid="agent-overview" className="space-y-4">
      <SegmentedTabs
        label={t('overview.period')}
        value={period}
        onChange={setPeriod}
        tabs={teamPeriods.map((value) => ({
          value,
          label: t(`overview.periods.${value}`),
          testId: `agent-period-${value}`,
        }))}
      />
      <ListStates query={overview} isEmpty={() => false}>
        {(data) => (
          <div className={`space-y-4 ${overview.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}`}>
            <p className="text-[13px] text-text-3" data-testid="agent-overview-range">
              {data.startDate === data.endDate
                ? shownDay(data.startDate)
                : t('range', { from: shownDay(data.startDate), to: shownDay(data.endDate) })}
            </p>
            <Panel title={t('overview.team')}>
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                <Figure icon={Wallet} label={t('overview.balance')} testId="agent-overview-balance">
                  <Money amount={data.balance} currency={currency} />
                </Figure>
                <Figure
                  icon={UsersRound}
                  label={t('overview.teamMembers')}
                  testId="agent-overview-members"
                  note={t('overview.teamNote', { direct: data.directMembers, agents: data.teamAgents })}
                >
                  {data.teamMembers}
                </Figure>
                <Figure icon={UserPlus} label={t('overview.newMembers')} testId="agent-overview-new">
                  {data.newMembers}
                </Figure>
                <Figure icon={Sparkles} label={t('overview.activeMembers')} testId="agent-overview-active">
                  {data.activeMembers}
                </Figure>
              </div>
            </Panel>
            <Panel title={t('overview.money')}>
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
                <Figure
                  icon={ArrowDownToLine}
                  label={t('overview.deposits')}
                  note={t('overview.people', { count: data.depositors })}
                  testId="agent-overview-deposits"
                >
                  <Money amount={data.deposits} currency={currency} />
                </Figure>
                <Figure
                  icon={ArrowUpFromLine}
                  label={t('overview.withdrawals')}
                  note={t('overview.people', { count: data.withdrawers })}
                  testId="agent-overview-withdrawals"
                >
                  <Money amount={data.withdrawals} currency={currency} />
                </Figure>
                <Figure icon={Coins} label={t('columns.validBet')} testId="agent-overview-valid-bet">
                  <Money amount={data.validBet} currency={currency} />
                </Figure>
                <Figure icon={Coins} label={t('columns.stake')}>
                  <Money amount={data.stake} currency={currency} />
                </Figure>
                <Figure icon={Coins} label={t('columns.payout')}>
                  <Money amount={data.payout} currency={currency} />
                </Figure>
                <Figure
                  icon={Coins}
                  label={t('columns.profitLoss')}
                  note={t('profitLossHint')}
                  testId="agent-overview-profit-loss"
                >
                  <SignedMoney amount={data.profitLoss} currency={currency} />
                </Figure>
              </div>
            </Panel>
          </div>
        )}
      </ListStates>
    </div>
  );
}
