import type { LoginResult } from '@croupier/contracts';
import { isTrialType } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setKnownPassword, startMemberSession, updateMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { memberInfoQuery } from './api/get-member-info';

export type SignInOptions = {
  /** Keep the session in localStorage for a day instead of this tab's sessionStorage. */
  remember?: boolean;
  username?: string;
  /** The password just typed; kept in memory only, so a forced change need not ask for it again. */
  password?: string;
};

/**
 * Takes a login answer (login, registration, free demo or phone reset) into the session and loads member info, which
 * is when spec §4 counts the player as logged in. Where to go next is the caller's business.
 */
export function useSignIn(): (result: LoginResult, options?: SignInOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useCallback(
    async (result, { remember = false, username = '', password } = {}) => {
      startMemberSession({
        token: result.token,
        type: result.type,
        isAgent: result.isAgent,
        isTrial: isTrialType(result.type),
        username,
        account: username,
        remember,
        mustChangePassword: result.mustChangePassword,
      });
      if (password && result.mustChangePassword) setKnownPassword(password);
      try {
        const info = await queryClient.fetchQuery(memberInfoQuery(result.token, language));
        updateMemberSession({ account: info.account, nickname: info.nickname, customerId: info.id });
      } catch {
        // The header retries member info by itself; the login has succeeded either way.
      }
    },
    [queryClient, language],
  );
}
