import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { useAppState } from '@/lib/app-store';
import { useMemberSession } from '@/lib/member-session';
import { lazyScreen } from '../lazy-screen';
import { HomeRoute } from './home-route';

// Only a trial account that follows a member link meets this dialog.
const TrialDialog = lazyScreen(
  async () => (await import('@/features/accounts/components/account-dialogs')).TrialDialog,
  ['accounts'],
);

/** Spec §2: the lottery pages need a token, else the visitor goes to /login. */
export function RequireToken({ children }: { children: ReactNode }) {
  const session = useMemberSession();
  return session ? children : <Navigate to="/login" replace />;
}

/**
 * Spec §6: member-only pages send a visitor to the login popup; `realAccount` pages also turn a trial account away
 * with the "real account needed" notice over the home view.
 */
export function RequireMember({ children, realAccount = false }: { children: ReactNode; realAccount?: boolean }) {
  const session = useMemberSession();
  const navigate = useNavigate();
  if (!session) return <Navigate to="/login" replace />;
  if (realAccount && session.isTrial) {
    return (
      <>
        <HomeRoute />
        <Suspense fallback={null}>
          <TrialDialog open onConfirm={() => void navigate('/', { replace: true })} />
        </Suspense>
      </>
    );
  }
  return children;
}

/** Spec §6: the agent centre needs an agent session; anyone else is sent to the agent login (/agent). */
export function RequireAgent({ children }: { children: ReactNode }) {
  const session = useMemberSession();
  const loginState = useAppState((state) => state.loginState);
  if (!session) return <Navigate to="/agent" replace />;
  if (session.isAgent) return children;
  // A token from the address bar says nothing about the account until member info has answered.
  if (session.type === null && loginState === 'loggedOut') return <Loader />;
  return <Navigate to="/agent" replace />;
}
