import { chatConversationPageSchema, chatOfflineMessagePageSchema } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, request } from '@/lib/api-client';
import { liveChatKey } from './inbox';

export type TranscriptSearch = { who: string; from: string; to: string; pageNo: number };

/** Closed conversations by name and start date, newest first. */
/** The rows a page of the transcripts and the offline messages shows. */
export const chatListPageSize = 20;

export function useTranscripts(merchant: string, search: TranscriptSearch) {
  return useQuery({
    queryKey: [...liveChatKey(merchant), 'transcripts', search],
    queryFn: ({ signal }) =>
      apiRequest(`/bo/live-chat/${encodeURIComponent(merchant)}/transcripts`, chatConversationPageSchema, {
        query: { who: search.who, from: search.from, to: search.to, pageNo: search.pageNo, pageSize: chatListPageSize },
        signal,
      }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
}

/** Downloads a closed conversation's transcript (text or CSV) through the browser's save. */
export async function downloadTranscript(merchant: string, id: string, format: 'text' | 'csv') {
  const response = await request(
    `/bo/live-chat/${encodeURIComponent(merchant)}/transcripts/${encodeURIComponent(id)}/download`,
    { query: { format } },
  );
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `transcript.${format === 'csv' ? 'csv' : 'txt'}`;
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(address), 1_000);
}

export function useOfflineMessages(merchant: string, pageNo: number) {
  return useQuery({
    queryKey: [...liveChatKey(merchant), 'offline', pageNo],
    queryFn: ({ signal }) =>
      apiRequest(`/bo/live-chat/${encodeURIComponent(merchant)}/offline-messages`, chatOfflineMessagePageSchema, {
        query: { pageNo, pageSize: chatListPageSize },
        signal,
      }),
    enabled: merchant !== '',
    placeholderData: keepPreviousData,
  });
}
