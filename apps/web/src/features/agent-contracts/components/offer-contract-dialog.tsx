import { contractKinds } from '@croupier/contracts';
import type { AgentContract, ContractKindName, ContractSimulation, ContractTermsWire } from '@croupier/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';
import { Button } from '@/components/ui/button';
import { InputBox } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectBox } from '@/components/ui/select-box';
import { useToast } from '@/components/ui/toast-provider';
import { ApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/format-money';
import { useErrorMessage } from '@/lib/use-error-message';
import { useContractFlags } from '../api/get-contract-flags';
import { useMyContracts } from '../api/list-my-contracts';
import { useModifyContract } from '../api/modify-contract';
import { useOfferContract } from '../api/offer-contract';
import { useSimulateContract } from '../api/simulate-contract';
import { ContractTermsTable } from './contract-terms-table';

export type OfferContractDialogProps = {
  downlineId: string;
  downlineName: string;
  onClose: () => void;
  /** The brand's zone: the simulation's period is shown in it. */
  timeZone: string;
  /**
   * A signed contract I gave this downline: the dialog offers it new terms (a modification) instead of a new
   * contract. Without it, a live contract of the chosen kind found among those I issued to the downline is used the
   * same way, so the downline management's button modifies what already exists rather than failing on it.
   */
  contract?: AgentContract;
};

const liveStatuses: readonly AgentContract['status'][] = ['P', 'E', 'A', 'V'];

/**
 * An agent offers a contract to one direct downline (mounted by the downline management page): it picks a kind it
 * holds, starts from its own terms (the ceiling: no level may pay more, reference §1.7), edits the levels, may ask
 * what the draft would have paid over the last closed period, then sends it. The kind's rules (period, carry-over,
 * slot, unit value) stay those of the agent's own contract, which the downline's must match anyway.
 */
export function OfferContractDialog({
  downlineId,
  downlineName,
  onClose,
  timeZone,
  contract,
}: OfferContractDialogProps) {
  const { t } = useTranslation('contracts');
  const id = useId();
  const flags = useContractFlags();
  const heldKinds = contractKinds.filter((kind) => (flags.data?.held[kind] ?? 0) > 0);
  const [chosen, setChosen] = useState<ContractKindName | null>(null);
  const kind = contract?.kind ?? chosen ?? heldKinds[0] ?? null;
  const mine = useMyContracts(kind ?? 'dividend', { enabled: kind !== null });
  const held = mine.data?.received.find(
    (row) =>
      (row.status === 'A' || row.status === 'E') &&
      row.current !== null &&
      (contract === undefined || row.product === contract.product),
  );
  // What the downline already holds from me, decided once per kind from the lists as the dialog found them: after a
  // send they are refreshed while the dialog is still open, and the contract now waiting for an answer must not turn
  // the form (whose callback closes the dialog) into the waiting notice.
  const [found, setFound] = useState<{ kind: ContractKindName; existing: AgentContract | undefined } | null>(null);
  if (contract === undefined && kind !== null && mine.data && found?.kind !== kind) {
    setFound({
      kind,
      existing: mine.data.issued.find(
        (row) => row.receiverId === downlineId && row.product === held?.product && liveStatuses.includes(row.status),
      ),
    });
  }
  const existing = contract ?? (found?.kind === kind ? found.existing : undefined);
  const modifying = existing?.status === 'A' && existing.current !== null ? existing : undefined;

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      testId="offer-contract-dialog"
      title={modifying ? t('modify.title', { name: downlineName }) : t('offer.title', { name: downlineName })}
    >
      {(contract === undefined && flags.isPending) || (kind !== null && mine.isPending) ? (
        <p className="text-sm text-text-2">{t('loading')}</p>
      ) : kind === null || !held?.current ? (
        <p className="text-sm text-text-2" data-testid="offer-contract-none-held">
          {t('offer.noneHeld')}
        </p>
      ) : (
        <div className="space-y-4">
          {heldKinds.length > 1 && contract === undefined ? (
            <div>
              <label htmlFor={`${id}-kind`} className="mb-1.5 block text-[13.5px] font-medium text-text-2">
                {t('offer.kind')}
              </label>
              <SelectBox
                id={`${id}-kind`}
                value={kind}
                onChange={(event) => setChosen(event.target.value as ContractKindName)}
                data-testid="offer-contract-kind"
              >
                {heldKinds.map((option) => (
                  <option key={option} value={option}>
                    {t(`kinds.${option}`)}
                  </option>
                ))}
              </SelectBox>
            </div>
          ) : null}
          {existing && !modifying ? (
            // An offer, a modification or a termination request is waiting for the downline: one thing at a time.
            <p className="text-sm text-text-2" data-testid="offer-contract-waiting">
              {t('modify.waiting', { name: downlineName, status: t(`statuses.${existing.status}`) })}
            </p>
          ) : (
            <OfferForm
              timeZone={timeZone}
              key={`${held.id}-${modifying?.id ?? 'new'}`}
              ceiling={held.current.terms}
              modifying={modifying}
              product={held.product}
              downlineId={downlineId}
              downlineName={downlineName}
              onClose={onClose}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

type TierField = { name: string; label: string; kind: 'amount' | 'count' | 'rate' };

function tierFieldsOf(terms: ContractTermsWire, t: (key: string) => string): TierField[] {
  if (terms.kind === 'realtime_salary') {
    return [
      { name: 'minDrawStake', label: t('terms.drawStake'), kind: 'amount' },
      { name: 'lossRate', label: t('terms.lossRate'), kind: 'rate' },
      { name: 'winRate', label: t('terms.winRate'), kind: 'rate' },
    ];
  }
  const fields: TierField[] = [{ name: 'minValidBet', label: t('terms.validBet'), kind: 'amount' }];
  if (terms.kind === 'dividend') fields.push({ name: 'minNetLoss', label: t('terms.netLoss'), kind: 'amount' });
  if (terms.kind === 'dividend' && terms.period === 'monthly') {
    fields.push({ name: 'minPeriodicValidBet', label: t('terms.periodicBet'), kind: 'amount' });
  }
  fields.push({ name: 'minActiveMembers', label: t('terms.activeMembers'), kind: 'count' });
  fields.push({ name: 'pay', label: t('terms.pay'), kind: 'rate' });
  return fields;
}

/** The levels a dominance refusal names (`value.problems[].tier`, counted from 0), so each can be shown. */
export function refusedTiersOf(error: unknown): number[] {
  if (!(error instanceof ApiError) || error.code !== 'CONTRACT_NOT_DOMINATED') return [];
  const problems = (error.value as { problems?: unknown } | null | undefined)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((problem: unknown) => {
    const tier = (problem as { tier?: unknown } | null)?.tier;
    return typeof tier === 'number' ? [tier] : [];
  });
}

type LooseTier = Record<string, unknown> & {
  pay?: { type: 'percent'; rate: string } | { type: 'fixed'; amount: string };
};

function OfferForm({
  ceiling,
  modifying,
  product,
  downlineId,
  downlineName,
  onClose,
  timeZone,
}: {
  timeZone: string;
  ceiling: ContractTermsWire;
  /** The signed contract whose terms are being changed; its terms in force are the starting draft. */
  modifying: AgentContract | undefined;
  product: string;
  downlineId: string;
  downlineName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const id = useId();
  const [draft, setDraft] = useState<ContractTermsWire>(modifying?.current?.terms ?? ceiling);
  const [simulation, setSimulation] = useState<ContractSimulation | null>(null);
  const simulate = useSimulateContract();
  const offer = useOfferContract();
  const modify = useModifyContract();
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const [refusedTiers, setRefusedTiers] = useState<number[]>([]);
  const sending = offer.isPending || modify.isPending;
  const tiers = draft.tiers as readonly LooseTier[];
  const fields = tierFieldsOf(draft, (key) => t(key as never));

  const setTiers = (next: LooseTier[]) => {
    setDraft({ ...draft, tiers: next } as ContractTermsWire);
    setSimulation(null);
  };
  const setField = (index: number, field: TierField, text: string) =>
    setTiers(
      tiers.map((tier, position) => {
        if (position !== index) return tier;
        if (field.name === 'pay' && tier.pay) {
          return {
            ...tier,
            pay: tier.pay.type === 'percent' ? { type: 'percent', rate: text } : { type: 'fixed', amount: text },
          };
        }
        return { ...tier, [field.name]: field.kind === 'count' ? Number.parseInt(text || '0', 10) || 0 : text };
      }),
    );
  const valueOf = (tier: LooseTier, field: TierField): string => {
    if (field.name === 'pay' && tier.pay) return tier.pay.type === 'percent' ? tier.pay.rate : tier.pay.amount;
    const value = tier[field.name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const body = { downlineId, product: product as never, terms: draft };
  const failed = (error: unknown) => {
    setProblem(errorMessage(error));
    setRefusedTiers(refusedTiersOf(error));
  };
  const sent = () => {
    showToast(t(modifying ? 'modify.sent' : 'offer.sent', { name: downlineName }), 'success');
    onClose();
  };
  const send = () => {
    setProblem(null);
    setRefusedTiers([]);
    if (modifying) modify.mutate({ contractId: modifying.id, terms: draft }, { onSuccess: sent, onError: failed });
    else offer.mutate(body, { onSuccess: sent, onError: failed });
  };

  return (
    <div className="space-y-4">
      {modifying ? (
        <p className="text-sm text-text-2" data-testid="modify-contract-effective">
          {t('modify.effective', { name: downlineName })}
        </p>
      ) : null}
      <p className="text-sm text-text-2">{t('offer.ceiling')}</p>
      <details className="text-sm">
        <summary className="cursor-pointer text-text-2">{t('offer.myTerms')}</summary>
        <div className="mt-2">
          <ContractTermsTable terms={ceiling} />
        </div>
      </details>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="offer-contract-tiers">
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-start font-medium text-text-2">
                {t('terms.level')}
              </th>
              {fields.map((field) => (
                <th key={field.name} scope="col" className="px-2 py-1 text-start font-medium text-text-2">
                  {field.name === 'pay' && tiers[0]?.pay?.type === 'percent' ? `${field.label} (%)` : field.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, index) => (
              <tr key={index}>
                <td className="px-2 py-1 tabular-nums">{index + 1}</td>
                {fields.map((field) => (
                  <td key={field.name} className="px-2 py-1">
                    <InputBox
                      aria-label={`${field.label} ${index + 1}`}
                      id={`${id}-${index}-${field.name}`}
                      inputMode={field.kind === 'count' ? 'numeric' : 'decimal'}
                      value={valueOf(tier, field)}
                      onChange={(event) => setField(index, field, event.target.value)}
                      data-testid={`offer-tier-${index}-${field.name}`}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={tiers.length >= 20}
          onClick={() => {
            const last = tiers.at(-1);
            if (last) setTiers([...tiers, structuredClone(last)]);
          }}
          data-testid="offer-add-tier"
        >
          {t('offer.addTier')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={tiers.length <= 1}
          onClick={() => setTiers(tiers.slice(0, -1))}
          data-testid="offer-remove-tier"
        >
          {t('offer.removeTier')}
        </Button>
      </div>
      {simulation ? (
        <div className="space-y-1 rounded-control bg-raised/60 px-3 py-2 text-sm" data-testid="offer-simulation">
          <p>
            {t('offer.simulation', {
              from: formatDateTime(simulation.periodStart, timeZone).slice(0, 10),
              // The period's end is exclusive: its last day is the one before.
              to: formatDateTime(new Date(Date.parse(simulation.periodEnd) - 1), timeZone).slice(0, 10),
              validBet: formatMoney(simulation.receiverValidBet),
              amount: formatMoney(simulation.draftAmount),
              before: formatMoney(simulation.issuerNetBefore),
              after: formatMoney(simulation.issuerNetAfter),
            })}
          </p>
          {simulation.problems
            .filter((item) => item.tier !== undefined)
            .map((item) => (
              <p key={`${item.code}-${item.tier}`} className="text-danger">
                {t('offer.notDominated', { tier: (item.tier ?? 0) + 1 })}
              </p>
            ))}
          <p className="text-xs text-text-2">{t('offer.simulationNote')}</p>
        </div>
      ) : null}
      {problem ? (
        <div role="alert" className="space-y-1 text-sm text-danger" data-testid="offer-contract-problem">
          <p>{problem}</p>
          {refusedTiers.map((tier) => (
            <p key={tier}>{t('offer.notDominated', { tier: tier + 1 })}</p>
          ))}
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t('offer.cancel')}
        </Button>
        <Button
          variant="secondary"
          disabled={simulate.isPending}
          onClick={() => {
            setProblem(null);
            simulate.mutate(body, { onSuccess: setSimulation, onError: failed });
          }}
          data-testid="offer-simulate"
        >
          {t('offer.simulate')}
        </Button>
        <Button disabled={sending} onClick={send} data-testid="offer-send">
          {modifying ? t('modify.send') : t('offer.send')}
        </Button>
      </div>
    </div>
  );
}
