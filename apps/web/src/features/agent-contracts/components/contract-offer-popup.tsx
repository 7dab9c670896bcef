import { contractKinds } from '@croupier/contracts';
import type { AgentContract, ContractKindName } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast-provider';
import { useErrorMessage } from '@/lib/use-error-message';
import { useAnswerContract } from '../api/answer-contract';
import { useContractFlags } from '../api/get-contract-flags';
import { useMyContracts } from '../api/list-my-contracts';
import { ContractTermsTable } from './contract-terms-table';

const awaitingStatuses: readonly AgentContract['status'][] = ['P', 'E', 'V'];
const liveStatuses: readonly AgentContract['status'][] = ['P', 'E', 'A', 'V'];

/**
 * The spec's "contract" popup of the member and agent pages: when the consolidated call says a contract waits for my
 * answer, it shows the first one (an offer, a modification, or a termination request) with its tiers and the
 * original's buttons: Accept / Reject an offer, End / Keep a contract whose termination is asked. "Later" hides it
 * until the next page load.
 */
export function ContractOfferPopup() {
  const { t, ready } = useTranslation('contracts');
  const flags = useContractFlags();
  const kind: ContractKindName | null =
    contractKinds.find((candidate) => (flags.data?.awaiting[candidate] ?? 0) > 0) ?? null;
  const mine = useMyContracts(kind ?? 'dividend', { enabled: kind !== null });
  const answer = useAnswerContract();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [later, setLater] = useState<string[]>([]);

  const waiting =
    kind === null
      ? undefined
      : mine.data?.received.find(
          (contract) =>
            awaitingStatuses.includes(contract.status) && !later.includes(`${contract.id}:${contract.status}`),
        );
  if (!ready || kind === null || !waiting) return null;

  const termination = waiting.status === 'V';
  const terms = termination ? waiting.current?.terms : (waiting.pending?.terms ?? waiting.current?.terms);
  const issuesBelow = (mine.data?.issued ?? []).some((contract) => liveStatuses.includes(contract.status));
  const send = (status: 'A' | 'R' | 'C') =>
    answer.mutate(
      { kind, contractId: waiting.id, status },
      {
        onSuccess: () => showToast(t('popup.answered'), 'success'),
        onError: (error) => showToast(errorMessage(error), 'error'),
      },
    );
  const buttons: { label: string; status: 'A' | 'R' | 'C'; variant: 'primary' | 'secondary' | 'danger' }[] = termination
    ? [
        { label: t('popup.keep'), status: 'A', variant: 'secondary' },
        { label: t('popup.confirmTermination'), status: 'C', variant: 'danger' },
      ]
    : [
        { label: t('popup.reject'), status: 'R', variant: 'secondary' },
        { label: t('popup.accept'), status: 'A', variant: 'primary' },
      ];

  return (
    <Modal
      open
      waitForOtherDialogs
      size="lg"
      testId="contract-offer-popup"
      title={`${t('popup.title')} · ${t(`kinds.${kind}`)}`}
      onClose={() => setLater((current) => [...current, `${waiting.id}:${waiting.status}`])}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => setLater((current) => [...current, `${waiting.id}:${waiting.status}`])}
            data-testid="contract-popup-later"
          >
            {t('popup.later')}
          </Button>
          {buttons.map((button) => (
            <Button
              key={button.status}
              variant={button.variant}
              disabled={answer.isPending}
              onClick={() => send(button.status)}
              data-testid={`contract-popup-answer-${button.status}`}
            >
              {button.label}
            </Button>
          ))}
        </>
      }
    >
      <div className="space-y-3 text-sm">
        <p className="font-medium" data-testid="contract-popup-heading">
          {termination
            ? t('popup.terminationAsked')
            : waiting.status === 'E'
              ? t('popup.modified')
              : t('popup.newOffer')}
        </p>
        <p className="text-text-2" data-testid="contract-popup-from">
          {waiting.issuerUsername === null
            ? t('popup.fromPlatform')
            : t('popup.fromUpline', { name: waiting.issuerUsername })}
        </p>
        {terms ? <ContractTermsTable terms={terms} testId="contract-popup-terms" /> : null}
        {termination ? null : <p className="text-text-2">{t('popup.effectiveNote')}</p>}
        {!termination && issuesBelow ? (
          <p className="rounded-control bg-raised/60 px-3 py-2 text-text-2" data-testid="contract-popup-warning">
            {t('popup.downlineWarning')}
          </p>
        ) : null}
        <p className="text-xs text-text-2">{t('popup.intro')}</p>
      </div>
    </Modal>
  );
}
