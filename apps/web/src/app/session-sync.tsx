import type { MemberInfo } from '@croupier/contracts';
import { useEffect } from 'react';
import { useMemberInfo } from '@/features/accounts/api/get-member-info';
import { useSetAppState } from '@/lib/app-store';
import type { LoginState } from '@/lib/app-store';
import { updateMemberSession, useMemberSession } from '@/lib/member-session';

function loginStateOf(info: MemberInfo | undefined): LoginState {
  if (!info) return 'loggedOut';
  if (info.isTrial) return 'trial';
  return info.isAgent ? 'agent' : 'loggedIn';
}

/**
 * Keeps the login state (spec §4: logged in once member info has answered) and the stored session keys in step with
 * member info. A token the server no longer knows ends the session in the API client, and this follows.
 */
export function SessionSync() {
  const session = useMemberSession();
  const info = useMemberInfo();
  const setAppState = useSetAppState();
  const loginState = session ? loginStateOf(info.data) : 'loggedOut';

  useEffect(() => {
    setAppState({ loginState });
  }, [loginState, setAppState]);

  useEffect(() => {
    if (!info.data) return;
    updateMemberSession({
      account: info.data.account,
      nickname: info.data.nickname,
      customerId: info.data.id,
      type: info.data.type,
      isAgent: info.data.isAgent,
      isTrial: info.data.isTrial,
      mustChangePassword: info.data.mustChangePassword,
    });
  }, [info.data]);

  return null;
}
