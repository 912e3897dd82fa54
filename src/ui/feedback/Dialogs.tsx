import { useEffect, useRef } from 'react';
import { useUiFeedbackState } from '../../hooks/feedback/useUiFeedbackState.js';
import { lazyDialogs } from './lazyDialogs.js';

/**
 * The success, error and confirm dialogs (spec 2.1, 8), one at a time from the queue
 * (FeedbackDialog draws one). Their Chakra code loads when the first dialog is queued, not with
 * the page; if it cannot load (the server is unreachable), the browser's own alert / confirm
 * still gives the message and the answer.
 */
export function Dialogs() {
  const { dialogs, resolveDialog } = useUiFeedbackState();
  const dialog = dialogs[0];
  const { module: impl, failed } = lazyDialogs.useModule(dialog !== undefined);
  const answeredNatively = useRef<number | null>(null);

  useEffect(() => {
    if (!dialog || !failed || answeredNatively.current === dialog.id) return;
    answeredNatively.current = dialog.id;
    if (dialog.type === 'confirm') {
      resolveDialog(dialog.id, window.confirm(dialog.message));
    } else {
      window.alert(dialog.message);
      resolveDialog(dialog.id, false);
    }
  }, [dialog, failed, resolveDialog]);

  if (!dialog || !impl) return null;
  return (
    <impl.FeedbackDialog
      key={dialog.id}
      dialog={dialog}
      onResolve={(confirmed) => resolveDialog(dialog.id, confirmed)}
    />
  );
}
