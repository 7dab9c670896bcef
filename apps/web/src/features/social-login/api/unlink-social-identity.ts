import type { Language, SocialProvider } from '@croupier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { socialIdentitiesQueryKey } from './list-social-identities';

/** Unlinks a provider from the account; the login password is asked. */
export function unlinkSocialIdentity(provider: SocialProvider, password: string, language: Language): Promise<unknown> {
  return apiRequest(`/wps/social-login/identities/${provider}/unlink`, {
    schema: z.unknown(),
    language,
    method: 'POST',
    body: { password },
  });
}

export function useUnlinkSocialIdentity() {
  const language = useLanguage();
  const token = useMemberSession()?.token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, password }: { provider: SocialProvider; password: string }) =>
      unlinkSocialIdentity(provider, password, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialIdentitiesQueryKey(token) }),
  });
}
