import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { ChunkErrorBoundary } from '../chunk-error-boundary';

/** Where a layout shows the current screen: lazy screens show the loader while they arrive and a retry if they fail. */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    // Keyed by path so that leaving a failed screen clears the error.
    <ChunkErrorBoundary key={pathname}>
      <Suspense fallback={<Loader />}>
        <Outlet />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
