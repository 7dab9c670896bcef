import { announcementGroupsSchema } from '@croupier/contracts';
import type { AnnouncementGroups, AnnouncementType, Language } from '@croupier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export type AnnouncementsRequest = { types: readonly AnnouncementType[]; group?: string };

export function listAnnouncements(
  request: AnnouncementsRequest,
  language: Language,
  signal?: AbortSignal,
): Promise<AnnouncementGroups> {
  return apiRequest('/wps/relay/MCSFE_getListAnnouncements', {
    schema: announcementGroupsSchema,
    language,
    signal,
    query: { types: request.types.join(','), platform: 'W', group: request.group, language },
  });
}

/**
 * The brand's published banners, notices, popups or marquee lines in the visitor's language. The popups a caller sees
 * depend on their login (spec §4 executions), so the session is part of the key.
 */
export function useAnnouncements(request: AnnouncementsRequest, options: { enabled?: boolean } = {}) {
  const language = useLanguage();
  const session = useMemberSession();
  return useQuery({
    ...announcementsQuery(request, language, session?.token ?? ''),
    enabled: options.enabled ?? true,
  });
}

/** The query of one announcements request, shared by the hook and the start-up prefetch of the home page. */
export function announcementsQuery(request: AnnouncementsRequest, language: Language, token: string) {
  return queryOptions({
    queryKey: ['content', 'announcements', request.types.join(','), request.group ?? '', language, token],
    queryFn: ({ signal }) => listAnnouncements(request, language, signal),
    staleTime: 60_000,
  });
}
