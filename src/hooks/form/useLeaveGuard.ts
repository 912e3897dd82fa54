import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUiFeedback } from '../feedback/useUiFeedback.js';

/** The question asked before leaving a form with unsaved changes. */
export const LEAVE_MESSAGE = 'Existem alterações não salvas. Deseja sair mesmo assim?';

/**
 * Asks before leaving a form with unsaved changes. The console runs in a BrowserRouter, where
 * react-router's `useBlocker` is not available (it needs a data router), so the guard covers:
 * - closing or reloading the tab (`beforeunload`, the browser's own question);
 * - clicks on links to another page of the console (menu, breadcrumb): the click is held, the
 *   confirm dialog asks, and 'Confirmar' follows the link;
 * - the form's own buttons, through the returned `confirmLeave()`.
 * The browser's back button is not covered (that needs a data router).
 *
 * @returns `confirmLeave()`: true when there is nothing to lose or the user confirmed.
 */
export function useLeaveGuard(dirty: boolean): () => Promise<boolean> {
  const { confirm } = useUiFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = internalLinkTarget(event);
      if (!to || to === here) return;
      event.preventDefault();
      void confirm(LEAVE_MESSAGE).then((ok) => {
        if (ok) navigate(to);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase, before react-router's Link handler (which skips a default-prevented click).
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, here, confirm, navigate]);

  return useCallback(async () => (dirtyRef.current ? confirm(LEAVE_MESSAGE) : true), [confirm]);
}

/** The in-app path a plain left click on a same-origin link would open, else undefined. */
function internalLinkTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
