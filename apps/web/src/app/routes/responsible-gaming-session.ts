import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useEndSession } from '@/features/accounts/use-end-session';
import type { ProtectionTaken } from '@/features/responsible-gaming/components/protection-panel';

export const responsibleGamingPath = '/responsibleGaming';

/**
 * After a time-out or a self-exclusion the server has ended the session; this device follows (the accounts feature's
 * logout) and shows the public responsible-gaming page, which says until when, instead of a member page that would
 * send the player to the login.
 */
export function useProtectionTaken(): (taken: ProtectionTaken) => void {
  const navigate = useNavigate();
  const endSession = useEndSession();
  return useCallback(
    (taken: ProtectionTaken) => {
      void navigate(responsibleGamingPath, { replace: true, state: { protectionTaken: taken } });
      void endSession();
    },
    [navigate, endSession],
  );
}

/** The reality check's "Log out": the accounts feature's logout, then the home page. */
export function useLogOutFromGame(): () => Promise<void> {
  const navigate = useNavigate();
  const endSession = useEndSession();
  return useCallback(async () => {
    await endSession();
    void navigate('/', { replace: true });
  }, [navigate, endSession]);
}
