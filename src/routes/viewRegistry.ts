import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ViewKey } from '../core/views/viewKeys.js';
import { deferredModule, type DeferredModule } from '../hooks/lazy/deferredModule.js';
import type { ViewProps } from '../views/ViewProps.js';
import { viewLoaders, type ViewModule } from './viewLoaders.js';

const lazyViews = new Map<ViewKey, LazyExoticComponent<ComponentType<ViewProps>>>();
const viewModules = new Map<ViewKey, DeferredModule<ViewModule>>();

function viewModule(key: ViewKey): DeferredModule<ViewModule> {
  let module = viewModules.get(key);
  if (!module) {
    module = deferredModule<ViewModule>(viewLoaders[key]);
    viewModules.set(key, module);
  }
  return module;
}

/**
 * Loads a view's module, once (a failed load is tried again on the next call): what a screen
 * calls to fetch the next one ahead (a list prefetches its form).
 */
export function loadView(key: ViewKey): Promise<ViewModule> {
  return viewModule(key).load();
}

/**
 * The lazy component of a view key (one per key, created on first use). A module already loaded
 * (loadView) is handed to React at once: a promise, even a settled one, makes the first render
 * suspend, and React then renders the rest of the screen for nothing and the whole screen again.
 */
export function getView(key: ViewKey): LazyExoticComponent<ComponentType<ViewProps>> {
  let view = lazyViews.get(key);
  if (!view) {
    const module = viewModule(key);
    view = lazy(() => {
      const loaded = module.loaded();
      return loaded
        ? ({ then: (resolve: (m: ViewModule) => void) => resolve(loaded) } as Promise<ViewModule>)
        : module.load();
    });
    lazyViews.set(key, view);
  }
  return view;
}
