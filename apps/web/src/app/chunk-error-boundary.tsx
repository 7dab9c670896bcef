import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { resetFailedScreens } from './lazy-screen';
import { RouteErrorPanel } from './route-error-panel';

type ChunkErrorBoundaryProps = { children: ReactNode };
type ChunkErrorBoundaryState = { error: unknown };

/** Catches a screen that failed to load or render and offers a retry in place of a blank page. */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, ChunkErrorBoundaryState> {
  override state: ChunkErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ChunkErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    resetFailedScreens();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <RouteErrorPanel error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
