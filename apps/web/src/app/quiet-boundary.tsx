import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { resetFailedScreens } from './lazy-screen';

type QuietBoundaryProps = { children: ReactNode; resetKey: string };

/**
 * Around a lazy part of the page that is not the page itself (popups, the account bar, the live balance): a chunk that
 * failed to load must not take the page down. It shows nothing, and a new `resetKey` (the next route, the next
 * session) tries it again.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failedAt: string | null }> {
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
