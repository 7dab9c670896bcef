import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/features/session/api/get-session';
import { ConsoleSessionContext } from '@/lib/console-session-context';
import { useSessionState } from '@/lib/operator-session';
import { useErrorMessage } from '@/lib/use-error-message';

/** Only an account that must still enrol a second factor needs it (and its QR code library): its own chunk. */
const EnrolmentRequiredLayout = lazy(async () => ({
  default: (await import('./layouts/enrolment-required-layout')).EnrolmentRequiredLayout,
}));

/**
 * The shell opens only with a live session: no token, or one the server refuses (the API client then ends the
 * session as expired), leads to the login, which comes back to the page asked for. A session opened only to enrol
 * a required second factor shows the enrolment instead of the shell.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSessionState();
  const location = useLocation();
  if (!token) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login${back === '/' ? '' : `?next=${encodeURIComponent(back)}`}`} replace />;
  }
  return <LiveSession token={token}>{children}</LiveSession>;
}

function LiveSession({ token, children }: { token: string; children: ReactNode }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const session = useSession(token);
  if (session.isPending) return <p className="p-8 text-slate-500">{t('table.loading')}</p>;
  if (session.isError)
    return (
      <div className="p-8 text-slate-700" role="alert">
        <p>{errorMessage(session.error)}</p>
        <button type="button" className="mt-3 underline" onClick={() => void session.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  return (
    <ConsoleSessionContext value={session.data}>
      {session.data.stage === 'enrolment' ? (
        <Suspense fallback={<p className="p-8 text-slate-500">{t('table.loading')}</p>}>
          <EnrolmentRequiredLayout />
        </Suspense>
      ) : (
        children
      )}
    </ConsoleSessionContext>
  );
}
