import { describe, expect, it } from 'vitest';
import { isTypingTarget } from '../../../../src/core/keyboard/isTypingTarget.js';
import { firstListFilter, isDialogOpen } from '../../../../src/core/keyboard/firstListFilter.js';

const el = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild!;
};

describe('isTypingTarget: where single keys are typing', () => {
  it('text inputs, textareas, selects, editable elements and text boxes by role', () => {
    for (const html of [
      '<input>',
      '<input type="search">',
      '<input type="email">',
      '<input type="number">',
      '<textarea></textarea>',
      '<select></select>',
      '<div contenteditable="true"></div>',
      '<div role="combobox" tabindex="0"></div>',
      '<div role="textbox" tabindex="0"></div>',
    ])
      expect(isTypingTarget(el(html)), html).toBe(true);
    expect(isTypingTarget(el('<div contenteditable="true"><span>x</span></div>').firstElementChild)).toBe(true);
  });

  it('buttons, checkboxes, links, the page and nothing are not', () => {
    for (const html of ['<button>x</button>', '<input type="checkbox">', '<input type="radio">', '<a href="#">x</a>'])
      expect(isTypingTarget(el(html)), html).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});

describe("firstListFilter and isDialogOpen: what '/' focuses, and when single keys rest", () => {
  it("finds the first enabled field of the list's filters inside <main>, none elsewhere", () => {
    document.body.innerHTML = `
      <header><form role="search"><input id="outside"></form></header>
      <main><form role="search" aria-label="Filtros"><input type="hidden"><input id="off" disabled><input id="name"><select id="s"></select></form></main>`;
    expect(firstListFilter(document)?.id).toBe('name');
    document.body.innerHTML = '<main><p>Sem lista</p></main>';
    expect(firstListFilter(document)).toBeNull();
  });

  it('sees an open dialog, alert dialog or menu; not a hidden or closed one', () => {
    document.body.innerHTML = '<div role="dialog" hidden></div><div role="menu" data-state="closed"></div>';
    expect(isDialogOpen(document)).toBe(false);
    document.body.innerHTML = '<div role="dialog" data-state="open"></div>';
    expect(isDialogOpen(document)).toBe(true);
    document.body.innerHTML = '<div role="alertdialog"></div>';
    expect(isDialogOpen(document)).toBe(true);
  });
});
