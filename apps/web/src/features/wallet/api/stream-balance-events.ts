import { balanceSchema } from '@croupier/contracts';
import type { Balance } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { openEventStream } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { followEventStream } from '@/lib/event-stream';
import type { ServerSentEvent } from '@/lib/event-stream';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { balanceQueryKey } from './get-balance';

const balanceEventSchema = balanceSchema.extend({ type: z.literal('balance') });

/** The balance a `balance` event carries, or null for any other event or data outside the contract. */
export function balanceOfEvent(event: ServerSentEvent): Balance | null {
  if (event.event !== 'balance') return null;
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return null;
  }
  const parsed = balanceEventSchema.safeParse(data);
  if (!parsed.success) return null;
  const { balance, currency, currencySymbol, playMoney } = parsed.data;
  return { balance, currency, currencySymbol, playMoney };
}

/** A refused token or a forbidden stream will not open by asking again; anything else (a drop, a restart) may. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 401 || error.status === 403));
}

/**
 * Follows the server's live events (GET /wps/events) while a player is signed in and writes each pushed balance into
 * the balance cache, so the header changes the moment money moves, without a reload. It reconnects with backoff when
 * the stream drops and stops when the session ends.
 *
 * `onMoneyMoved` hears of every push after the stream's very first event (which only reports the balance as it is):
 * a push means a deposit, withdrawal decision or transfer happened, even one that left the balance unchanged (an
 * approved withdrawal was already held), and after a reconnect one may have been missed.
 */
export function useLiveBalance(onMoneyMoved?: () => void): void {
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  const language = useLanguage();
  // Neither the language (it only picks an error's text) nor a new callback may reopen the stream.
  const languageRef = useRef(language);
  const onMoneyMovedRef = useRef(onMoneyMoved);
  useEffect(() => {
    languageRef.current = language;
    onMoneyMovedRef.current = onMoneyMoved;
  }, [language, onMoneyMoved]);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let first = true;
    void followEventStream({
      open: (signal) => openEventStream('/wps/events', { language: languageRef.current, signal }),
      onEvent: (event) => {
        const balance = balanceOfEvent(event);
        if (!balance) return;
        queryClient.setQueryData(balanceQueryKey(token), balance);
        if (first) first = false;
        else onMoneyMovedRef.current?.();
      },
      signal: controller.signal,
      shouldRetry: worthRetrying,
    });
    return () => controller.abort();
  }, [token, queryClient]);
}
