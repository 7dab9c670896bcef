import { referralInviteePageSchema } from '@croupier/contracts';
import type { Language } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { referralQueryKey } from './referral-query-keys';

/** The member's invitees, newest first, names masked. */
export function listReferralInvitees(
  page: { pageNo: number; pageSize: number },
  language: Language,
  signal?: AbortSignal,
) {
  return apiRequest(`/wps/relay/referral/invitees?pageNo=${page.pageNo}&pageSize=${page.pageSize}`, {
    schema: referralInviteePageSchema,
    language,
    signal,
  });
}

export function useReferralInvitees(page: { pageNo: number; pageSize: number }) {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...referralQueryKey(token), 'invitees', page.pageNo, page.pageSize, language],
    queryFn: ({ signal }) => listReferralInvitees(page, language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
