import { Component, Suspense } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { lazyScreen, resetFailedScreens } from './lazy-screen';

// The account popups (forms, validation, captcha) load as their own chunk right after the page, not before it.
const SitePopups = lazyScreen(async () => (await import('./account-popups')).SiteAccountPopups);
const AgentPopups = lazyScreen(async () => (await import('./account-popups')).AgentAccountPopups);

type QuietBoundaryProps = { children: ReactNode; resetKey: string };

/** A popup chunk that failed to load must not take the page down; the next route change tries it again. */
class QuietBoundary extends Component<QuietBoundaryProps, { failedAt: string | null }> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: QuietBoundaryProps, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) {
      resetFailedScreens();
      return { failedAt: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failedAt === null ? this.props.children : null;
  }
}

/** The account popups of a layout, loaded lazily and kept apart from the page's own error handling. */
export function DeferredAccountPopups({ layout }: { layout: 'site' | 'agent' }) {
  const { pathname } = useLocation();
  return (
    <QuietBoundary resetKey={pathname}>
      <Suspense fallback={null}>{layout === 'site' ? <SitePopups /> : <AgentPopups />}</Suspense>
    </QuietBoundary>
  );
}
