import { socialLinkedIdentitiesSchema } from '@croupier/contracts';
import type { Language, SocialLinkedIdentities } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';

export const socialIdentitiesQueryKey = (token: string | null) => ['social-login', 'identities', token] as const;

/** The member's linked providers and the providers the brand has on. */
export function listSocialIdentities(language: Language, signal?: AbortSignal): Promise<SocialLinkedIdentities> {
  return apiRequest('/wps/social-login/identities', { schema: socialLinkedIdentitiesSchema, language, signal });
}

export function useSocialIdentities() {
  const language = useLanguage();
  const session = useMemberSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...socialIdentitiesQueryKey(token), language],
    queryFn: ({ signal }) => listSocialIdentities(language, signal),
    enabled: token !== null && !session?.isTrial,
  });
}
