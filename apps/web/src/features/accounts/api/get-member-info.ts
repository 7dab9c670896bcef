import { memberInfoSchema } from '@croupier/contracts';
import type { Language, MemberInfo } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { useMemberSession } from '@/lib/member-session';

/** Keyed by token, so a new sign-in never shows the previous player's details. */
export function memberInfoQueryKey(token: string | null) {
  return ['member', 'info', token] as const;
}

export function getMemberInfo(language: Language, signal?: AbortSignal): Promise<MemberInfo> {
  return apiRequest('/wps/member/info', { schema: memberInfoSchema, language, signal });
}

export function memberInfoQuery(token: string | null, language: Language) {
  return {
    queryKey: memberInfoQueryKey(token),
    queryFn: ({ signal }: { signal?: AbortSignal }) => getMemberInfo(language, signal),
    staleTime: 60_000,
  };
}

/** The signed-in player's details; idle while nobody is signed in. */
export function useMemberInfo() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  return useQuery({ ...memberInfoQuery(token, language), enabled: token !== null });
}
