import { useCallback } from 'react';
import type { MouseEvent } from 'react';
import { useSetAppState } from '@/lib/app-store';
import { getMemberSession } from '@/lib/member-session';
import type { NavigationAccess } from './navigation-items';

/**
 * Spec §6: a visitor who follows a member-only entry gets the login popup over the current page, and a trial account
 * following a real-account entry gets the "real account needed" dialog; nobody is taken to a page they cannot use.
 */
export function useGuardedNavigation(): (event: MouseEvent, access: NavigationAccess | undefined) => void {
  const setAppState = useSetAppState();
  return useCallback(
    (event, access) => {
      if (!access) return;
      const session = getMemberSession();
      if (!session) {
        event.preventDefault();
        setAppState({ accountDialog: 'login', menuDrawerOpen: false });
      } else if (access === 'realAccount' && session.isTrial) {
        event.preventDefault();
        setAppState({ accountDialog: 'trial', menuDrawerOpen: false });
      }
    },
    [setAppState],
  );
}
