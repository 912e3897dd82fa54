import { useEffect, useEffectEvent } from 'react';

/** Ctrl+S (Cmd+S on a Mac), without Shift or Alt; by the key's place too, for non-Latin layouts. */
export function isSaveShortcut(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && (e.key.toLowerCase() === 's' || e.code === 'KeyS');
}

/**
 * Ctrl/Cmd+S saves the open form: the form `formId` names is submitted as its 'Salvar' button
 * would (same checks, same focus on the first invalid field), also while the caret is in one of
 * its fields. The browser's own "Save page" dialog never opens while the form is shown. Nothing is
 * saved when `enabled` is false (the form is loading, read-only or already saving), when the key
 * is held down (auto-repeat), or when a dialog is open over the form (the keys are the dialog's).
 *
 * @example useSaveShortcut('person-form', !c.saving && !!c.schema)
 */
export function useSaveShortcut(formId: string, enabled: boolean): void {
  const onKeyDown = useEffectEvent((e: KeyboardEvent) => {
    if (!isSaveShortcut(e)) return;
    e.preventDefault();
    if (!enabled || e.repeat) return;
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKeyDown(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
