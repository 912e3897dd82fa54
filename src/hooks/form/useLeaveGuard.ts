import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { useUiFeedback } from '../feedback/useUiFeedback.js';

/** The question asked before leaving a form with unsaved changes. */
export const LEAVE_MESSAGE = 'Existem alterações não salvas. Deseja sair mesmo assim?';

/**
 * Asks before leaving a form with unsaved changes, however the operator leaves:
 * - any navigation inside the console — menu, breadcrumb, 'Voltar', the browser's back and
 *   forward buttons — is held by react-router's blocker (the console runs in a data router),
 *   the confirm dialog asks, and 'Confirmar' lets it go on;
 * - closing or reloading the tab gets the browser's own question (`beforeunload`).
 *
 * @returns `confirmLeave()`, for actions that leave without navigating: true when there is
 *   nothing to lose or the user confirmed.
 */
export function useLeaveGuard(dirty: boolean): () => Promise<boolean> {
  const { confirm } = useUiFeedback();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string; search: string }; nextLocation: { pathname: string; search: string } }) =>
        dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(LEAVE_MESSAGE).then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return useCallback(async () => (dirtyRef.current ? confirm(LEAVE_MESSAGE) : true), [confirm]);
}
