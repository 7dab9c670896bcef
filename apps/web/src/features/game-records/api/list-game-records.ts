import { gameRecordPageSchema, gameRecordPaths } from '@croupier/contracts';
import type { GameRecordPage, Language } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import type { RecordQuery } from '../record-filters';

export function listGameRecords(query: RecordQuery, language: Language, signal?: AbortSignal): Promise<GameRecordPage> {
  return apiRequest(gameRecordPaths.records, { schema: gameRecordPageSchema, language, query, signal });
}

/** One page of the player's game rounds, newest first, with the totals of the whole filter; the previous page stays on screen while the next loads. */
export function useGameRecords(query: RecordQuery) {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({
    queryKey: ['member', 'game-records', token, query],
    queryFn: ({ signal }) => listGameRecords(query, language, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
