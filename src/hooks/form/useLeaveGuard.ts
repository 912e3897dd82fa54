import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { useBlockableHistory } from '../navigation/useBlockableHistory.js';

/** The question asked before leaving a form with unsaved changes. */
export const LEAVE_MESSAGE = 'Existem alterações não salvas. Deseja sair mesmo assim?';

/**
 * Asks before leaving a form with unsaved changes, however the operator leaves:
 * - any navigation inside the console — menu, breadcrumb, 'Voltar', the browser's back and
 *   forward buttons — is held by the console's history (routes/blockableHistory.ts), the
 *   confirm dialog asks, 'Confirmar' lets it go on and 'Cancelar' stays, on the same address;
 * - closing or reloading the tab gets the browser's own question (`beforeunload`).
 *
 * @returns `confirmLeave()`, for actions that leave without navigating: true when there is
 *   nothing to lose or the user confirmed.
 */
export function useLeaveGuard(dirty: boolean): () => Promise<boolean> {
  const { confirm } = useUiFeedback();
  // Set once the operator confirmed leaving: the form stays on screen until the next one is
  // rendered (a transition), and a second move meanwhile (back, another link) is not asked again.
  const leavingRef = useRef(false);
  useEffect(() => {
    if (!dirty) leavingRef.current = false;
  }, [dirty]);

  // Read when a navigation is held: the latest `dirty`, without re-registering the blocker.
  const holds = useEffectEvent(
    (current: { pathname: string; search: string }, next: { pathname: string; search: string }) =>
      dirty && !leavingRef.current && (current.pathname !== next.pathname || current.search !== next.search),
  );

  const history = useBlockableHistory();
  useEffect(
    () =>
      history.block(
        ({ currentLocation, nextLocation }) => holds(currentLocation, nextLocation),
        (held) =>
          void confirm(LEAVE_MESSAGE).then((ok) => {
            if (!ok) return held.reset();
            leavingRef.current = true;
            held.proceed();
          }),
      ),
    [history, confirm],
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return useCallback(async () => (dirty ? confirm(LEAVE_MESSAGE) : true), [dirty, confirm]);
}
