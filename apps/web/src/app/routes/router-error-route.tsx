import { useRouteError } from 'react-router';
import { RouteErrorPanel } from '../route-error-panel';

/** The last resort when a layout itself fails: the same retry message, and a retry that reloads the page. */
export function RouterErrorRoute() {
  const error = useRouteError();
  return (
    <div className="grid min-h-dvh place-items-center px-4">
      <RouteErrorPanel error={error} onRetry={() => window.location.reload()} />
    </div>
  );
}
