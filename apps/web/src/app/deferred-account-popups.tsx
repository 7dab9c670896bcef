import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyScreen } from './lazy-screen';
import { QuietBoundary } from './quiet-boundary';

// The account popups (forms, validation, captcha) load as their own chunk right after the page, not before it.
const SitePopups = lazyScreen(async () => (await import('./account-popups')).SiteAccountPopups, ['accounts', 'social']);
const AgentPopups = lazyScreen(async () => (await import('./account-popups')).AgentAccountPopups, ['accounts']);

/** The account popups of a layout, loaded lazily and kept apart from the page's own error handling. */
export function DeferredAccountPopups({ layout }: { layout: 'site' | 'agent' }) {
  const { pathname } = useLocation();
  return (
    <QuietBoundary resetKey={pathname}>
      <Suspense fallback={null}>{layout === 'site' ? <SitePopups /> : <AgentPopups />}</Suspense>
    </QuietBoundary>
  );
}
