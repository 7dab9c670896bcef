import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { TicketView } from '../../src/api/player-api.js';
import { sessionQueryKey } from '../api/get-session';
import { placeTicket } from '../api/place-ticket';
import { clientErrorCodeOf, type ClientErrorCode } from '../api/player-api-error';
import { stakeMinorOf } from '../lib/format-money';
import { selectionKeyOf, type SlipSelection } from './slip-maths';
import { parlayStakeKey, useSlip } from './slip-store';

/** A ticket the slip sent, followed until the book decides it (a live bet waits out the acceptance delay). */
export type SlipReceipt = Pick<TicketView, 'ticketId' | 'reference' | 'status' | 'kind' | 'stake' | 'rejectionCode'> & {
  live: boolean;
};

type Attempt = { selections: SlipSelection[]; stakeKey: string; kind: 'single' | 'parlay' };

const toInput = (selection: SlipSelection) => ({
  eventId: selection.eventId,
  marketKey: selection.marketKey,
  outcomeId: selection.outcomeId,
  oddsMilli: selection.oddsMilli,
  oddsVersion: selection.oddsVersion,
});

/**
 * Sends the slip: one ticket per single, or one parlay. Each attempt keeps its idempotency key until it is answered,
 * so a retry after a lost answer cannot place the same bet twice; a refused pick stays on the slip with its reason.
 */
export function usePlaceTickets() {
  const slip = useSlip();
  const queryClient = useQueryClient();
  const requestIds = useRef(new Map<string, string>());
  const [receipts, setReceipts] = useState<SlipReceipt[]>([]);
  const [errors, setErrors] = useState<Record<string, ClientErrorCode>>({});

  const requestIdOf = (fingerprint: string): string => {
    let id = requestIds.current.get(fingerprint);
    if (!id) {
      id = crypto.randomUUID();
      requestIds.current.set(fingerprint, id);
    }
    return id;
  };

  const mutation = useMutation({
    mutationFn: async () => {
      const attempts: Attempt[] =
        slip.mode === 'parlay'
          ? [{ selections: slip.selections, stakeKey: parlayStakeKey, kind: 'parlay' }]
          : slip.selections.map((selection) => ({
              selections: [selection],
              stakeKey: selectionKeyOf(selection),
              kind: 'single' as const,
            }));
      const placed: SlipReceipt[] = [];
      const failed: Record<string, ClientErrorCode> = {};
      for (const attempt of attempts) {
        const stake = stakeMinorOf(slip.stakes[attempt.stakeKey] ?? '');
        if (stake === undefined || stake === 0n) continue;
        const fingerprint = [
          attempt.kind,
          attempt.selections.map((selection) => `${selectionKeyOf(selection)}@${selection.oddsVersion}`).join(','),
          stake.toString(),
          slip.oddsPolicy,
        ].join('|');
        const requestId = requestIdOf(fingerprint);
        try {
          const ticket = await placeTicket({
            requestId,
            kind: attempt.kind,
            stake: stake.toString(),
            oddsPolicy: slip.oddsPolicy,
            selections: attempt.selections.map(toInput),
          });
          requestIds.current.delete(fingerprint);
          placed.push({ ...ticket, live: attempt.selections.some((selection) => selection.live) });
          for (const selection of attempt.selections) slip.remove(selectionKeyOf(selection));
        } catch (error) {
          failed[attempt.stakeKey] = clientErrorCodeOf(error);
        }
      }
      return { placed, failed };
    },
    onSuccess: ({ placed, failed }) => {
      setReceipts((current) => [...placed, ...current].slice(0, 10));
      setErrors(failed);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
    },
  });

  const updateReceipt = useCallback(
    (ticket: Pick<TicketView, 'ticketId' | 'status' | 'rejectionCode'>) =>
      setReceipts((current) =>
        current.map((receipt) =>
          receipt.ticketId === ticket.ticketId
            ? { ...receipt, status: ticket.status, rejectionCode: ticket.rejectionCode }
            : receipt,
        ),
      ),
    [],
  );

  return {
    place: () => mutation.mutate(),
    placing: mutation.isPending,
    receipts,
    errors,
    updateReceipt,
    dismissReceipts: () => setReceipts([]),
  };
}
