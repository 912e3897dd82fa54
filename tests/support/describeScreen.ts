/**
 * A screen as a person (or a screen reader) meets it, one line per thing, in document order:
 * headings, breadcrumbs, inputs with their label, kind, required mark, placeholder, mask hints and
 * value, buttons, links and where they go, tables as columns and rows, texts, alerts. No class
 * name, style, generated id or icon path: a theme change leaves it as it is, a descriptor change
 * shows up in it (docs/testing-schemas.md).
 */
export function describeScreen(root: Element): string[] {
  const lines: string[] = [];
  const emit = (depth: number, line: string) => lines.push(`${'  '.repeat(depth)}${line}`);
  walk(root, 0, emit);
  return lines;
}

type Emit = (depth: number, line: string) => void;

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'svg', 'SVG', 'NOSCRIPT']);
const CONTROLS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
/** Elements read as more than their text. */
const SEMANTIC =
  'input, select, textarea, button, a[href], table, h1, h2, h3, h4, h5, h6, [role], nav, form, ul, ol, li, img, video, label, fieldset';

function hidden(el: Element): boolean {
  if (SKIPPED.has(el.tagName)) return true;
  if (el.getAttribute('aria-hidden') === 'true' && !el.querySelector('input,select,textarea')) return true;
  if (el.hasAttribute('hidden')) return true;
  const style = (el as HTMLElement).style;
  return style?.display === 'none';
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const quote = (s: string) => JSON.stringify(s);

/** Visible text of an element (icons and hidden parts left out), whitespace collapsed. */
export function visibleText(el: Node): string {
  if (el.nodeType === 3) return el.textContent ?? '';
  if (!(el instanceof Element)) return '';
  if (SKIPPED.has(el.tagName) || el.hasAttribute('hidden')) return '';
  if (CONTROLS.has(el.tagName)) return '';
  return squash([...el.childNodes].map((c) => visibleText(c)).join(''));
}

function byIds(el: Element, attribute: string): string {
  const ids = el.getAttribute(attribute)?.split(/\s+/).filter(Boolean) ?? [];
  return squash(ids.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '').join(' '));
}

/** The accessible name, simplified: aria-labelledby, aria-label, the labels, else the visible text. */
function nameOf(el: Element): string {
  const labelledBy = byIds(el, 'aria-labelledby');
  if (labelledBy) return labelledBy;
  const label = el.getAttribute('aria-label');
  if (label) return squash(label);
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length)
    return squash([...labels].map((l) => visibleText(l) || (l.getAttribute('aria-label') ?? '')).join(' '));
  if (CONTROLS.has(el.tagName)) return '';
  return visibleText(el) || squash(el.getAttribute('title') ?? '');
}

function controlLine(el: Element): string {
  const input = el as HTMLInputElement;
  const parts: string[] = [];
  if (el.tagName === 'SELECT') {
    const select = el as HTMLSelectElement;
    parts.push(`select ${quote(nameOf(el))}`);
    const options = [...select.options].map((o) => `${squash(o.text)}${o.selected ? ' (selected)' : ''}`);
    parts.push(`options: ${options.join(' | ')}`);
  } else if (el.tagName === 'TEXTAREA') {
    parts.push(`textarea ${quote(nameOf(el))}`);
  } else {
    const type = input.type || 'text';
    const role = el.getAttribute('role');
    const kind = role === 'switch' ? 'switch' : type === 'text' ? 'textbox' : type === 'search' ? 'searchbox' : type;
    parts.push(`${kind} ${quote(nameOf(el))}`);
    if ((type === 'checkbox' || type === 'radio') && input.checked) parts.push('checked');
  }
  if (input.required || el.getAttribute('aria-required') === 'true') parts.push('required');
  if (input.readOnly || el.getAttribute('aria-readonly') === 'true') parts.push('read-only');
  if (input.disabled) parts.push('disabled');
  for (const attribute of ['inputmode', 'autocapitalize', 'maxlength', 'minlength', 'min', 'max', 'step']) {
    const value = el.getAttribute(attribute);
    if (value !== null) parts.push(`${attribute}=${value}`);
  }
  const placeholder = el.getAttribute('placeholder');
  if (placeholder) parts.push(`placeholder ${quote(placeholder)}`);
  if (el.getAttribute('aria-invalid') === 'true') parts.push('invalid');
  if (el.tagName !== 'SELECT' && input.type !== 'checkbox' && input.type !== 'radio' && input.value)
    parts.push(`value ${quote(input.value)}`);
  return parts.join(', ');
}

/** One table cell, or any small part, on one line: its texts, links, buttons and inputs. */
function inline(el: Element): string {
  const pieces: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      const t = squash(node.textContent ?? '');
      if (t) pieces.push(t);
      return;
    }
    if (!(node instanceof Element) || hidden(node)) return;
    if (CONTROLS.has(node.tagName)) return void pieces.push(`[${controlLine(node)}]`);
    if (node.tagName === 'A' && node.hasAttribute('href'))
      return void pieces.push(`[link ${quote(nameOf(node))} → ${node.getAttribute('href')}]`);
    if (node.tagName === 'BUTTON' || node.getAttribute('role') === 'button')
      return void pieces.push(
        `[button ${quote(nameOf(node))}${(node as HTMLButtonElement).disabled ? ', disabled' : ''}]`,
      );
    if (node.tagName === 'IMG') return void pieces.push(`[image ${quote(node.getAttribute('alt') ?? '')}]`);
    if (node.tagName === 'VIDEO') return void pieces.push('[video]');
    node.childNodes.forEach(visit);
  };
  el.childNodes.forEach(visit);
  return pieces.join(' ');
}

function walkTable(table: Element, depth: number, emit: Emit) {
  const name = nameOf(table.querySelector('caption') ?? table) && table.getAttribute('aria-label');
  emit(depth, name ? `table ${quote(name)}` : 'table');
  const headers = [...table.querySelectorAll('thead th')].map((th) => inline(th) || '(sem título)');
  if (headers.length) emit(depth + 1, `columns: ${headers.join(' | ')}`);
  for (const row of table.querySelectorAll('tbody tr'))
    emit(depth + 1, `row: ${[...row.children].map((cell) => inline(cell) || '—').join(' | ')}`);
}

function walk(node: Node, depth: number, emit: Emit) {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) {
      const text = squash(child.textContent ?? '');
      if (text) emit(depth, `text ${quote(text)}`);
      continue;
    }
    if (!(child instanceof Element) || hidden(child)) continue;
    const el = child;
    const role = el.getAttribute('role');
    const tag = el.tagName;
    if (CONTROLS.has(tag)) {
      emit(depth, controlLine(el));
      continue;
    }
    if (tag === 'LABEL') {
      const control = (el as HTMLLabelElement).control;
      // A label is read as its control's name; one that wraps its control is the control.
      if (control && el.contains(control)) emit(depth, controlLine(control));
      else if (!control) walk(el, depth, emit);
      continue;
    }
    if (/^H[1-6]$/.test(tag) || role === 'heading') {
      emit(depth, `heading ${tag.slice(1) || el.getAttribute('aria-level')} ${quote(visibleText(el))}`);
      continue;
    }
    if (tag === 'NAV') {
      const items = [...el.querySelectorAll('li')]
        .filter((li) => !li.closest('[aria-hidden="true"]'))
        .map((li) => {
          const href = li.querySelector('a[href]')?.getAttribute('href');
          return href ? `${visibleText(li)} (${href})` : visibleText(li);
        });
      if (!items.length) walk(el, depth, emit);
      else emit(depth, `navigation ${quote(nameOf(el))}: ${items.join(' › ')}`);
      continue;
    }
    if (tag === 'TABLE') {
      walkTable(el, depth, emit);
      continue;
    }
    if (tag === 'A' && el.hasAttribute('href')) {
      emit(depth, `link ${quote(nameOf(el))} → ${el.getAttribute('href')}`);
      continue;
    }
    if (tag === 'BUTTON' || role === 'button') {
      const button = el as HTMLButtonElement;
      const states = [
        button.disabled && 'disabled',
        el.getAttribute('aria-pressed') === 'true' && 'pressed',
        el.getAttribute('aria-expanded') === 'true' && 'expanded',
      ].filter(Boolean);
      emit(depth, `button ${quote(nameOf(el))}${states.length ? `, ${states.join(', ')}` : ''}`);
      continue;
    }
    if (tag === 'IMG') {
      emit(depth, `image ${quote(el.getAttribute('alt') ?? '')}`);
      continue;
    }
    if (tag === 'VIDEO') {
      emit(depth, 'video');
      continue;
    }
    if (role === 'alert' || role === 'status' || role === 'alertdialog' || role === 'dialog') {
      const name = nameOf(el.querySelector('h2, [id$="title"]') ?? el);
      emit(
        depth,
        role === 'alert' || role === 'status' ? `${role} ${quote(visibleText(el))}` : `${role} ${quote(name)}`,
      );
      if (role === 'dialog' || role === 'alertdialog') walk(el, depth + 1, emit);
      continue;
    }
    const named = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
    const region = role === 'region' || (tag === 'SECTION' && named);
    if (
      tag === 'FORM' ||
      role === 'search' ||
      region ||
      tag === 'FIELDSET' ||
      ((tag === 'UL' || tag === 'OL') && named)
    ) {
      const kind =
        role === 'search'
          ? 'search'
          : tag === 'FORM'
            ? 'form'
            : region
              ? 'region'
              : tag === 'FIELDSET'
                ? 'group'
                : 'list';
      const name = named ? nameOf(el) : tag === 'FIELDSET' ? visibleText(el.querySelector('legend') ?? el) : '';
      emit(depth, name ? `${kind} ${quote(name)}` : kind);
      walk(el, depth + 1, emit);
      continue;
    }
    if (tag === 'LI') {
      emit(depth, `item: ${inline(el)}`);
      continue;
    }
    if (tag === 'LEGEND') continue;
    // Plain text, however many pieces React rendered it in: one line.
    if (!el.querySelector(SEMANTIC)) {
      const text = visibleText(el);
      if (text) emit(depth, `text ${quote(text)}`);
      continue;
    }
    walk(el, depth, emit);
  }
}
