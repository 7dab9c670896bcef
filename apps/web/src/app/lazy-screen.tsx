import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadLazyNamespace } from '../lib/i18n';
import type { LazyNamespace } from '../lib/i18n';
import { loadChunk } from './load-chunk';

/** Screens whose chunk failed; a retry gives each a fresh lazy component. */
const failedScreens = new Set<() => void>();

/**
 * Lets every failed screen load again. React.lazy remembers a failure forever, so without this a retry would show
 * the same error without asking the network again.
 */
export function resetFailedScreens(): void {
  for (const reset of failedScreens) reset();
  failedScreens.clear();
}

/**
 * A screen group, or a part of the page that not every visitor needs, loaded as its own chunk (React.lazy) under the
 * spec's time limit. It takes the props of the component it loads. `namespaces` are the texts it needs beyond the first
 * page's, fetched beside its code so it never shows a key.
 */
export function lazyScreen<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
  namespaces: readonly LazyNamespace[] = [],
): ComponentType<Props> {
  let Screen: LazyExoticComponent<ComponentType<Props>> = createLazy();

  function createLazy(): LazyExoticComponent<ComponentType<Props>> {
    return lazy(async () => {
      try {
        const [screen] = await Promise.all([
          loadChunk(load),
          namespaces.length > 0 ? loadLazyNamespace(namespaces) : undefined,
        ]);
        return { default: screen };
      } catch (error) {
        failedScreens.add(() => {
          Screen = createLazy();
        });
        throw error;
      }
    });
  }

  return function LazyScreen(props: Props) {
    return <Screen {...props} />;
  };
}
