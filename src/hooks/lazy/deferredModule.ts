import { useEffect, useState } from 'react';

export interface DeferredModule<M> {
  /** Starts loading (once; a failed load is retried on the next call). */
  load(): Promise<M>;
  /** The module once loaded, else undefined (outside React: the view registry). */
  loaded(): M | undefined;
  /**
   * The module for a component that is about to need it: undefined until loaded. Loading starts
   * the first time `wanted` is true; once loaded the module is returned at once, also when no
   * longer wanted (so a closing dialog keeps its exit transition). `failed`: the last load failed
   * (the server that serves the console is unreachable); the next time `wanted` turns true, it
   * tries again.
   */
  useModule(wanted: boolean): { module: M | undefined; failed: boolean };
}

/**
 * A module kept out of the page's first load and fetched when a component first needs it, for
 * code that is heavy and only needed after an operator's action (dialogs, the narrow-screen
 * menu drawer). Unlike React.lazy, a failed load does not throw into the tree.
 *
 * @example
 * const menuDrawer = deferredModule(() => import('./MenuDrawer.js'));
 * const { module } = menuDrawer.useModule(open); // then <module.MenuDrawer open={open} … />
 */
export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;

  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function useModule(wanted: boolean) {
    const [, setLoaded] = useState(loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!wanted || loaded) return;
      let current = true;
      load().then(
        (module) => current && setLoaded(() => module),
        () => current && setFailed(true),
      );
      return () => {
        current = false;
        setFailed(false);
      };
    }, [wanted]);
    return { module: loaded, failed: failed && !loaded };
  }

  return { load, loaded: () => loaded, useModule };
}
