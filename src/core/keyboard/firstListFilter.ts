/**
 * The first field of the current screen's list filters — the list's filter form, a
 * `role="search"` region inside `<main>` — that can take the focus; null when the screen has no
 * list filters. What '/' focuses.
 *
 * @example firstListFilter(document)?.focus()
 */
export function firstListFilter(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(
    'main [role="search"] :is(input:not([type="hidden"]), select, textarea):not(:disabled)',
  );
}

/**
 * True when a dialog, an alert dialog or a menu is open on the page: the keys are theirs, and
 * single-key shortcuts do nothing.
 */
export function isDialogOpen(root: ParentNode): boolean {
  return !!root.querySelector(
    ':is([role="dialog"], [role="alertdialog"], [role="menu"]):not([hidden]):not([data-state="closed"])',
  );
}
