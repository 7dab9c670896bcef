import { Suspense } from 'react';
import { getMemberSession } from '../../lib/member-session';
import { lazyScreen } from '../lazy-screen';
import { QuietBoundary } from '../quiet-boundary';
import type { HeaderAccountBarProps } from './header-account-bar';

const loadAccountBar = () => import('./header-account-bar');

// A returning player's header needs the account bar at once, so its chunk is asked for beside the startup calls;
// visitors never download it.
if (getMemberSession()) void loadAccountBar().catch(() => undefined);

const HeaderAccountBar = lazyScreen(async () => (await loadAccountBar()).HeaderAccountBar, ['accounts']);

/** The logged-in header's account bar (balance, deposit, account menu), in its own chunk. */
export function DeferredAccountBar(props: HeaderAccountBarProps) {
  return (
    <QuietBoundary resetKey={props.session.token}>
      <Suspense
        fallback={<span aria-hidden="true" className="block h-11 w-28 animate-pulse rounded-control bg-raised/70" />}
      >
        <HeaderAccountBar {...props} />
      </Suspense>
    </QuietBoundary>
  );
}
