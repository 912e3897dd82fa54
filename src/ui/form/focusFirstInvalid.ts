/** Controls an operator can put the caret in, in a field that has them. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * After a failed submit: moves focus to the first field (in the order shown) marked invalid —
 * its control with `aria-invalid="true"` (Chakra's Field sets it, with `aria-describedby` naming
 * the error text, so a screen reader reads the message), or the first control of a field root
 * marked `data-invalid` — and scrolls it to the middle of the screen. A dialog already open (a
 * conflict's) keeps the focus. Returns the element focused, if any.
 */
export function focusFirstInvalid(root: ParentNode | null): HTMLElement | null {
  if (!root || document.querySelector('[role="dialog"], [role="alertdialog"]')) return null;
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-field][data-invalid]');
  if (!first) return null;
  const target = first.matches(FOCUSABLE) ? first : first.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return null;
  target.focus({ preventScroll: true });
  // (jsdom has no scrolling.)
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
  return target;
}
