import {
  sportsbookConsolePaths,
  sportsbookEventAnswerSchema,
  sportsbookEventsAnswerSchema,
  sportsbookHoldReportAnswerSchema,
  sportsbookMarginsAnswerSchema,
  sportsbookMarketStatusAnswerSchema,
  sportsbookRiskSettingsSchema,
  sportsbookSettlementAnswerSchema,
  sportsbookTicketsAnswerSchema,
  sportsbookTicketWalletBlockAnswerSchema,
} from '@croupier/contracts';
import type {
  SportsbookEventsQuery,
  SportsbookMarginRow,
  SportsbookMarketStatusBody,
  SportsbookRiskSettings,
  SportsbookSettlementBody,
  SportsbookTicketsQuery,
  SportsbookTicketWalletBlockBody,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The console's sportsbook calls (decision 0063); every change invalidates what it may have changed. */
const eventPath = (eventId: string, path: string) => path.replace(':eventId', encodeURIComponent(eventId));
const root = ['bo', 'sportsbook'] as const;

export function useSportsbookEvents(query: SportsbookEventsQuery) {
  return useQuery({
    queryKey: [...root, 'events', query],
    queryFn: ({ signal }) => apiRequest(sportsbookConsolePaths.events, sportsbookEventsAnswerSchema, { query, signal }),
    placeholderData: keepPreviousData,
    // Liability and scores move while an event is live.
    refetchInterval: 15_000,
  });
}

export function useSportsbookEvent(eventId: string) {
  return useQuery({
    queryKey: [...root, 'event', eventId],
    queryFn: ({ signal }) =>
      apiRequest(eventPath(eventId, sportsbookConsolePaths.event), sportsbookEventAnswerSchema, { signal }),
    refetchInterval: 15_000,
  });
}

export function useChangeMarketStatus(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SportsbookMarketStatusBody) =>
      apiRequest(eventPath(eventId, sportsbookConsolePaths.marketStatus), sportsbookMarketStatusAnswerSchema, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useSettleEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SportsbookSettlementBody) =>
      apiRequest(eventPath(eventId, sportsbookConsolePaths.settlement), sportsbookSettlementAnswerSchema, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export function useRiskSettings() {
  return useQuery({
    queryKey: [...root, 'risk-settings'],
    queryFn: ({ signal }) => apiRequest(sportsbookConsolePaths.riskSettings, sportsbookRiskSettingsSchema, { signal }),
  });
}

export function useSaveRiskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string; settings: SportsbookRiskSettings }) =>
      apiRequest(sportsbookConsolePaths.riskSettings, sportsbookRiskSettingsSchema, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...root, 'risk-settings'] }),
  });
}

export function useMargins() {
  return useQuery({
    queryKey: [...root, 'margins'],
    queryFn: ({ signal }) => apiRequest(sportsbookConsolePaths.margins, sportsbookMarginsAnswerSchema, { signal }),
  });
}

export function useSaveMargins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string; margins: SportsbookMarginRow[] }) =>
      apiRequest(sportsbookConsolePaths.margins, sportsbookMarginsAnswerSchema, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...root, 'margins'] }),
  });
}

export function useSportsbookTickets(query: SportsbookTicketsQuery) {
  return useQuery({
    queryKey: [...root, 'tickets', query],
    queryFn: ({ signal }) =>
      apiRequest(sportsbookConsolePaths.tickets, sportsbookTicketsAnswerSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Retry or close a RESETTLE_BLOCKED ticket's refused wallet step (decision 0067). */
export function useResolveBlockedTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, ...body }: SportsbookTicketWalletBlockBody & { ticketId: string }) =>
      apiRequest(
        sportsbookConsolePaths.ticketWalletBlock.replace(':ticketId', encodeURIComponent(ticketId)),
        sportsbookTicketWalletBlockAnswerSchema,
        { method: 'POST', body },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...root, 'tickets'] }),
  });
}

export function useHoldReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: [...root, 'hold', range],
    queryFn: ({ signal }) =>
      apiRequest(sportsbookConsolePaths.holdReport, sportsbookHoldReportAnswerSchema, { query: range, signal }),
  });
}
