import { lazy, Suspense } from 'react';
import type { SubGamesDialogProps } from './sub-games-dialog';

// Few players open a sub-game list, so the popup (and the dialog code under it) loads when one is picked.
const SubGamesDialog = lazy(async () => ({ default: (await import('./sub-games-dialog')).SubGamesDialog }));

/** The sub-game popup of a VASSALAGE parent, mounted only while a parent is picked. */
export function DeferredSubGamesDialog(props: SubGamesDialogProps) {
  if (!props.parent) return null;
  return (
    <Suspense fallback={null}>
      <SubGamesDialog {...props} />
    </Suspense>
  );
}
