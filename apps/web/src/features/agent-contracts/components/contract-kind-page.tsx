import type { AgentContract, ContractKindName } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StatusTone } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast-provider';
import { formatDateTime } from '@/lib/format-date-time';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAnswerContract } from '../api/answer-contract';
import { useContractEvents } from '../api/list-contract-events';
import { useMyContracts } from '../api/list-my-contracts';
import { useTerminateContract } from '../api/terminate-contract';
import { useWithdrawContract } from '../api/withdraw-contract';
import { ContractTermsTable } from './contract-terms-table';
import { OfferContractDialog } from './offer-contract-dialog';

const toneOf: Record<AgentContract['status'], StatusTone> = {
  P: 'warning',
  E: 'warning',
  V: 'warning',
  A: 'success',
  C: 'neutral',
  R: 'neutral',
};

type ContractPageProps = { timeZone: string };

export function ContractStatusBadge({ status }: { status: AgentContract['status'] }) {
  const { t } = useTranslation('contracts');
  return (
    <StatusBadge tone={toneOf[status]} testId="contract-status">
      {t(`statuses.${status}`)}
    </StatusBadge>
  );
}

/** The terms an issued contract shows: the ones waiting for an answer, else those in force. */
function ShownTerms({ contract }: { contract: AgentContract }) {
  const shown = contract.pending ?? contract.current;
  return shown ? <ContractTermsTable terms={shown.terms} /> : null;
}

function ContractHistory({ contractId, timeZone }: { contractId: string; timeZone: string }) {
  const { t } = useTranslation('contracts');
  const events = useContractEvents(contractId);
  if (!events.data) return <p className="text-sm text-text-2">{t('loading')}</p>;
  return (
    <ol className="space-y-1 text-sm" data-testid="contract-history">
      {events.data.map((event) => (
        <li key={event.id} className="flex gap-3">
          <span className="tabular-nums text-text-2">{formatDateTime(event.createdAt, timeZone)}</span>
          <span>{t(`events.${event.action}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The content of one contract page of the agent centre (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
 * agentRealtimeSalary): the contracts of the kind I hold with their tiers and status (answering what waits for me),
 * and those I offered my downlines, with withdraw, terminate and the history of each.
 */
export function ContractKindPage({ kind, timeZone }: ContractPageProps & { kind: ContractKindName }) {
  const { t } = useTranslation('contracts');
  const mine = useMyContracts(kind);
  const answer = useAnswerContract();
  const withdraw = useWithdrawContract();
  const terminate = useTerminateContract();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [history, setHistory] = useState<string | null>(null);
  const [modifying, setModifying] = useState<AgentContract | null>(null);
  const feedback = {
    onSuccess: () => showToast(t('pages.done'), 'success'),
    onError: (error: unknown) => showToast(errorMessage(error), 'error'),
  };

  if (mine.isError) {
    return (
      <Panel testId={`contracts-${kind}`}>
        <p className="text-sm text-danger">{errorMessage(mine.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void mine.refetch()}>
          {t('retry')}
        </Button>
      </Panel>
    );
  }
  if (!mine.data) {
    return (
      <Panel testId={`contracts-${kind}`}>
        <p className="text-sm text-text-2">{t('loading')}</p>
      </Panel>
    );
  }
  const { received, issued, offersLimit, offersUsed } = mine.data;

  return (
    <div className="space-y-4" data-testid={`contracts-${kind}`}>
      <Panel title={`${t('pages.held')} · ${t(`kinds.${kind}`)}`}>
        {received.length === 0 ? (
          <p className="text-sm text-text-2" data-testid="contracts-none-held">
            {t('pages.noneHeld')}
          </p>
        ) : (
          <div className="space-y-5">
            {received.map((contract) => (
              <section key={contract.id} className="space-y-2" data-testid="contract-held">
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <ContractStatusBadge status={contract.status} />
                  <span>{contract.issuerUsername ?? t('pages.issuerPlatform')}</span>
                  <span className="text-text-2">{t(`products.${contract.product as 'all'}`)}</span>
                  {contract.current?.effectiveFrom ? (
                    <span className="text-text-2">
                      {t('pages.effectiveFrom', { date: formatDateTime(contract.current.effectiveFrom, timeZone) })}
                    </span>
                  ) : null}
                  {contract.endsAt ? (
                    <span className="text-text-2">
                      {t('pages.endsAt', { date: formatDateTime(contract.endsAt, timeZone) })}
                    </span>
                  ) : null}
                </div>
                {contract.current ? (
                  <>
                    <h3 className="text-sm font-medium">{t('pages.currentTerms')}</h3>
                    <ContractTermsTable terms={contract.current.terms} />
                  </>
                ) : null}
                {contract.pending ? (
                  <>
                    <h3 className="text-sm font-medium">{t('pages.pendingTerms')}</h3>
                    <ContractTermsTable terms={contract.pending.terms} />
                  </>
                ) : null}
                {contract.status === 'P' || contract.status === 'E' ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ kind, contractId: contract.id, status: 'R' }, feedback)}
                    >
                      {t('popup.reject')}
                    </Button>
                    <Button
                      size="sm"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ kind, contractId: contract.id, status: 'A' }, feedback)}
                      data-testid="contract-accept"
                    >
                      {t('popup.accept')}
                    </Button>
                  </div>
                ) : null}
                {contract.status === 'V' ? (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ kind, contractId: contract.id, status: 'A' }, feedback)}
                    >
                      {t('popup.keep')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={answer.isPending}
                      onClick={() => answer.mutate({ kind, contractId: contract.id, status: 'C' }, feedback)}
                    >
                      {t('popup.confirmTermination')}
                    </Button>
                  </div>
                ) : null}
              </section>
            ))}
          </div>
        )}
      </Panel>

      <Panel
        title={t('pages.issued')}
        description={
          offersLimit === null
            ? t('pages.quotaUnlimited', { used: offersUsed })
            : t('pages.quota', { used: offersUsed, limit: offersLimit })
        }
      >
        {issued.length === 0 ? (
          <p className="text-sm text-text-2" data-testid="contracts-none-issued">
            {t('pages.noneIssued')}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="contracts-issued">
              <thead>
                <tr className="text-text-2">
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {t('pages.receiver')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {t('pages.status')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {t('pages.updated')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {t('pages.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {issued.map((contract) => (
                  <tr key={contract.id} className="border-t border-border align-top" data-testid="contract-issued">
                    <td className="px-3 py-2">
                      <div>{contract.receiverUsername}</div>
                      {history === contract.id ? (
                        <div className="mt-2 space-y-2">
                          <ShownTerms contract={contract} />
                          <ContractHistory contractId={contract.id} timeZone={timeZone} />
                        </div>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <ContractStatusBadge status={contract.status} />
                    </td>
                    <td className="px-3 py-2 tabular-nums">{formatDateTime(contract.updatedAt, timeZone)}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-2">
                        {contract.status === 'P' || contract.status === 'E' || contract.status === 'V' ? (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={withdraw.isPending}
                            onClick={() => withdraw.mutate(contract.id, feedback)}
                          >
                            {t('pages.withdraw')}
                          </Button>
                        ) : null}
                        {contract.status === 'A' && contract.current ? (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setModifying(contract)}
                            data-testid="contract-modify"
                          >
                            {t('pages.modify')}
                          </Button>
                        ) : null}
                        {contract.status === 'A' ? (
                          <Button
                            size="sm"
                            variant="danger"
                            disabled={terminate.isPending}
                            onClick={() => terminate.mutate(contract.id, feedback)}
                          >
                            {t('pages.terminate')}
                          </Button>
                        ) : null}
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setHistory(history === contract.id ? null : contract.id)}
                        >
                          {history === contract.id ? t('pages.hideHistory') : t('pages.history')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      {modifying ? (
        <OfferContractDialog
          contract={modifying}
          downlineId={modifying.receiverId}
          downlineName={modifying.receiverUsername}
          timeZone={timeZone}
          onClose={() => setModifying(null)}
        />
      ) : null}
    </div>
  );
}

export const DividendContractsPage = (props: ContractPageProps) => <ContractKindPage kind="dividend" {...props} />;
export const DailySalaryContractsPage = (props: ContractPageProps) => (
  <ContractKindPage kind="daily_salary" {...props} />
);
export const HourlySalaryContractsPage = (props: ContractPageProps) => (
  <ContractKindPage kind="hourly_salary" {...props} />
);
export const RealtimeSalaryContractsPage = (props: ContractPageProps) => (
  <ContractKindPage kind="realtime_salary" {...props} />
);
