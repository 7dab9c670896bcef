import { FileSignature, Gift, Headset } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SalaryClaimsPanel } from '@/features/agent-salary-claims/components/salary-claims-panel';
import { Panel } from '@/components/ui/panel';
import type { Downline } from '@croupier/contracts';
import { RedEnvelopeDialog, RedEnvelopePage } from '@/features/agent-transfers';
import { DownlineManagementPage } from '@/features/agent-centre/components/downline-management-page';
import { DownlineTransactionsPage } from '@/features/agent-centre/components/downline-transactions-page';
import { RegisterCenterPage } from '@/features/agent-centre/components/register-center-page';
import type { DateRange } from '@/features/agent-centre/components/report-filters';
import { RevenueReportPage } from '@/features/agent-centre/components/revenue-report-page';
import { TeamBetsPage } from '@/features/agent-centre/components/team-bets-page';
import { TeamOverviewPage } from '@/features/agent-centre/components/team-overview-page';
import { TeamProfitLossPage } from '@/features/agent-centre/components/team-profit-loss-page';
import {
  DailySalaryContractsPage,
  DividendContractsPage,
  HourlySalaryContractsPage,
  OfferContractDialog,
  RealtimeSalaryContractsPage,
} from '@/features/agent-contracts';
import { useContractFlags } from '@/features/agent-contracts/api/get-contract-flags';
import { AnnouncePage } from '@/features/content/components/announce-page';
import { DepositPage } from '@/features/deposit/components/deposit-page';
import { DateRangeFilter } from '@/features/game-records/components/date-range-filter';
import { brandToday, defaultQuickRange, quickRange } from '@/features/game-records/date-range';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CentreMenu } from '../layouts/centre-menu';
import {
  agentCentreIcons,
  agentCentrePageOf,
  contractPages,
  visibleAgentCentrePages,
} from '../layouts/agent-centre-pages';
import type { AgentCentrePage, ContractKind } from '../layouts/agent-centre-pages';
import { useLoadedSiteConfig } from '../site-config-context';
import { useOpenCustomerService } from '../use-open-customer-service';
import { MemberWithdrawPage } from './member-withdraw-page';

/**
 * /agentHome: the agent centre's menu and the page `?page=` names (spec §2), the team overview by default. Pages of
 * other features (deposit, withdraw, announcements, the records' date filter) are put together here.
 */
export function AgentCentreScreen() {
  const { t } = useTranslation('agent');
  const config = useLoadedSiteConfig();
  const [searchParams] = useSearchParams();
  const flags = useContractFlags();
  const held = new Set(Object.values(contractPages).filter((kind: ContractKind) => (flags.data?.held[kind] ?? 0) > 0));
  const pages = visibleAgentCentrePages(config.whitelabel, held);
  const requested = searchParams.get('page');
  // A contract page asked for before the flags have answered waits for them rather than falling back to the overview.
  const waiting = !flags.data && !flags.isError && requested !== null && requested in contractPages;
  const page = agentCentrePageOf(requested, pages);
  const title = t(`pages.${page}`);
  useDocumentTitle(title, config.merchantName);
  const unreadMessages = useUnreadCount();
  return (
    <div className="lg:grid lg:grid-cols-[232px_minmax(0,1fr)] lg:items-start lg:gap-6" data-testid="agent-centre">
      <div className="-mt-4 sm:-mt-4 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:mt-0">
        <h2 className="mb-3 hidden px-1 text-xs font-semibold text-text-3 eyebrow lg:block">{t('title')}</h2>
        <CentreMenu
          namespace="agent"
          route="/agentHome"
          testIdPrefix="agent"
          sideFrom="lg"
          pages={pages}
          current={page}
          icons={agentCentreIcons}
          badgeOf={(shown) =>
            shown === 'messageV2' ? { slot: 'messages', count: unreadMessages.data ?? 0 } : undefined
          }
        />
      </div>
      <section aria-label={title} className="mt-5 min-w-0 lg:mt-0">
        {waiting ? null : <AgentCentrePageContent key={page} page={page} title={title} canOffer={held.size > 0} />}
      </section>
    </div>
  );
}

function PageTitle({ children }: { children: string }) {
  return (
    <h1 className="mb-4 text-xl font-bold sm:text-2xl" data-testid="agent-page-title">
      {children}
    </h1>
  );
}

/** `canOffer`: the agent holds a contract, so it may offer one of that kind to a direct downline agent. */
function AgentCentrePageContent({
  page,
  title,
  canOffer,
}: {
  page: AgentCentrePage;
  title: string;
  canOffer: boolean;
}) {
  const config = useLoadedSiteConfig();
  const today = brandToday(new Date(), config.timeZone);
  const initialRange: DateRange = quickRange(defaultQuickRange, today);
  const renderDateRange = (range: DateRange, onChange: (range: DateRange) => void) => (
    <DateRangeFilter value={range} onChange={onChange} today={today} timeZone={config.timeZone} />
  );
  const report = { currency: config.currency, timeZone: config.timeZone, initialRange, renderDateRange };
  const built = (content: ReactNode) => (
    <>
      <PageTitle>{title}</PageTitle>
      {content}
    </>
  );
  switch (page) {
    case 'agentTeamOverview':
      return built(<TeamOverviewPage currency={config.currency} />);
    case 'agentAnnouncement':
      // The brand's notices: the content module has no group of its own for agents.
      return <AnnouncePage timeZone={config.timeZone} />;
    case 'registerCenter':
      return built(<RegisterCenterPage timeZone={config.timeZone} origin={window.location.origin} />);
    case 'downlineManagmentView':
      return built(
        <DownlineManagementPage
          currency={config.currency}
          timeZone={config.timeZone}
          renderDirectActions={(downline) => (
            <>
              {canOffer && downline.kind === 'agent' ? (
                <OfferContractButton downline={downline} timeZone={config.timeZone} />
              ) : null}
              <RedEnvelopeButton downline={downline} currency={config.currency} />
            </>
          )}
        />,
      );
    case 'personalHistoryCopy':
      return built(<TeamBetsPage {...report} />);
    case 'palStatementsAgentCopy':
      return built(<TeamProfitLossPage {...report} />);
    case 'agentRevenueReport':
      return built(<RevenueReportPage {...report} />);
    case 'agentDownlineTransactionDetailsCopy':
      return built(<DownlineTransactionsPage {...report} />);
    case 'agentRedRain':
      return built(<RedEnvelopePage currency={config.currency} />);
    case 'agentDividendRecordCopy2':
      return built(<DividendContractsPage timeZone={config.timeZone} />);
    case 'agentDailyWages2':
      return built(
        <div className="space-y-4">
          <SalaryClaimsPanel timeZone={config.timeZone} />
          <DailySalaryContractsPage timeZone={config.timeZone} />
        </div>,
      );
    case 'agentHourSalary':
      return built(<HourlySalaryContractsPage timeZone={config.timeZone} />);
    case 'agentRealtimeSalary':
      return built(<RealtimeSalaryContractsPage timeZone={config.timeZone} />);
    case 'depositv2':
      return built(
        <DepositPage brandName={config.merchantName} timeZone={config.timeZone} currency={config.currency} />,
      );
    case 'withdraw':
      return built(<MemberWithdrawPage />);
    case 'messageV2':
      return built(<MessagesPage timeZone={config.timeZone} />);
    case 'customerService':
      return built(<CustomerServicePanel />);
  }
}

/** A direct downline's contract offer (the agent-contracts feature's dialog). */
function OfferContractButton({ downline, timeZone }: { downline: Downline; timeZone: string }) {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid="agent-downline-offer">
        <FileSignature className="size-4" aria-hidden="true" />
        {t('downlines.offerContract')}
      </Button>
      {open ? (
        <OfferContractDialog
          downlineId={downline.id}
          downlineName={downline.username}
          timeZone={timeZone}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** A red envelope to a direct downline, ticked in the dialog, where more downlines can be added (decision 0075). */
function RedEnvelopeButton({ downline, currency }: { downline: Downline; currency: string }) {
  const { t } = useTranslation('agent');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} data-testid="agent-downline-red-envelope">
        <Gift className="size-4" aria-hidden="true" />
        {t('redEnvelope.title')}
      </Button>
      <RedEnvelopeDialog
        open={open}
        onClose={() => setOpen(false)}
        currency={currency}
        preselected={[downline.username]}
      />
    </>
  );
}

function CustomerServicePanel() {
  const { t } = useTranslation('agent');
  const config = useLoadedSiteConfig();
  const service = useOpenCustomerService(config);
  return (
    // A panel shows its description only under a title; this one has none, so the text is its first paragraph.
    <Panel>
      <p className="mb-4 text-sm text-text-2">{t('service.description')}</p>
      {service.open ? (
        <Button onClick={service.open} data-testid="agent-customer-service">
          <Headset className="size-4" aria-hidden="true" />
          {t('service.open')}
        </Button>
      ) : (
        <p className="text-sm text-text-2">{t('service.none')}</p>
      )}
      {service.dialog}
    </Panel>
  );
}
