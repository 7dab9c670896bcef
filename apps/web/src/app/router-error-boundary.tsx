import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RouteErrorPanel } from './route-error-panel';

type RouterErrorBoundaryProps = { children: ReactNode };
type RouterErrorBoundaryState = { error: unknown };

/** The last resort when a layout itself fails: the same retry message, and a retry that reloads the page. */
export class RouterErrorBoundary extends Component<RouterErrorBoundaryProps, RouterErrorBoundaryState> {
  override state: RouterErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouterErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="grid min-h-dvh place-items-center px-4">
        <RouteErrorPanel error={this.state.error} onRetry={() => window.location.reload()} />
      </div>
    );
  }
}
