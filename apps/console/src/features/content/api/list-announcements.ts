import { contentAnnouncementPageSchema } from '@croupier/contracts';
import type { AnnouncementExecution } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The list's filter as the address and the server's query carry it (`type` may list kinds: `H,PL`). */
export type AnnouncementListFilter = {
  merchant: string;
  type: string;
  group?: string | undefined;
  execution?: AnnouncementExecution | undefined;
  published?: 'true' | 'false' | undefined;
  search?: string | undefined;
  sort: 'sortOrder' | 'startsAt';
  order: 'asc' | 'desc';
};

export async function listAnnouncements(
  query: AnnouncementListFilter & { pageNo: number; pageSize: number },
  signal?: AbortSignal,
) {
  return apiRequest('/bo/content/announcements', contentAnnouncementPageSchema, { query, signal });
}

export function useAnnouncements(query: AnnouncementListFilter & { pageNo: number; pageSize: number }) {
  return useQuery({
    queryKey: ['bo', 'content', 'announcements', query],
    queryFn: ({ signal }) => listAnnouncements(query, signal),
    placeholderData: keepPreviousData,
    enabled: query.merchant !== '',
  });
}
