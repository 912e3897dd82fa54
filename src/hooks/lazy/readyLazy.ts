import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DeferredModule } from './deferredModule.js';

/**
 * React.lazy over a deferred module whose default export is a component. A module already loaded
 * (by `module.load()`: the entry loads the route's modules before the first render) is handed to
 * React at once: a promise, even a settled one, makes the first render suspend, and React then
 * shows the Suspense fallback and holds the real screen back (its reveal of a boundary that just
 * showed a fallback waits ~300 ms), besides rendering the rest of the screen twice.
 *
 * @example
 * const signedIn = deferredModule(() => import('./SignedInRoutes.js'));
 * const SignedInRoutes = readyLazy(signedIn); // renders at once once `signedIn.load()` resolved
 */
export function readyLazy<P>(
  module: DeferredModule<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const loaded = module.loaded();
    return loaded
      ? ({ then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(loaded) } as Promise<{
          default: ComponentType<P>;
        }>)
      : module.load();
  });
}
