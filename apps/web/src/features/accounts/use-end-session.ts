import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSessionStorage } from '@/lib/browser-storage';
import { endMemberSession } from '@/lib/member-session';
import { useLanguage } from '@/lib/use-language';
import { logOut } from './api/log-out';

/**
 * Spec §4 "Logout": revokes the token on the server, then clears session storage and the login flags whatever the
 * server said, so a failed call can never leave the player signed in on this device.
 */
export function useEndSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useCallback(async () => {
    try {
      await logOut(language);
    } catch {
      // An expired or unknown token is already as good as logged out.
    }
    endMemberSession();
    clearSessionStorage();
    queryClient.removeQueries({ queryKey: ['member'] });
  }, [queryClient, language]);
}
