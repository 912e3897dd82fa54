/** Input types that take no typed text: a single key on them is not typing. */
const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * True when keys pressed on `target` type text or pick an option: a text-like `<input>`, a
 * `<textarea>`, a `<select>`, an editable element, or a text box or combo box by role. A global
 * single-key shortcut ('/', '?') must leave those keys alone.
 *
 * @example isTypingTarget(document.createElement('textarea')) // true
 * @example isTypingTarget(document.createElement('button')) // false
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  const tag = el.tagName;
  if (tag === 'INPUT') return !NOT_TEXT.has((el as HTMLInputElement).type);
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (el.isContentEditable || el.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  const role = el.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}
