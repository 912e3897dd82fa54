import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstInvalid } from '../../../../src/ui/form/focusFirstInvalid';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstInvalid', () => {
  it('focuses the first invalid control in the order shown', () => {
    document.body.innerHTML = `<form id="f">
      <input id="a" /><input id="b" aria-invalid="true" /><input id="c" aria-invalid="true" />
    </form>`;
    expect(focusFirstInvalid(document.getElementById('f'))?.id).toBe('b');
    expect(document.activeElement?.id).toBe('b');
  });

  it('falls back to the first control of a field marked invalid (a switch, a list)', () => {
    document.body.innerHTML = `<form id="f">
      <div data-field="x" data-invalid=""><button id="add" disabled>+</button><input id="x" /></div>
    </form>`;
    expect(focusFirstInvalid(document.getElementById('f'))?.id).toBe('x');
  });

  it('leaves focus alone when nothing is invalid or a dialog is open', () => {
    document.body.innerHTML = `<form id="f"><input id="a" /></form>`;
    expect(focusFirstInvalid(document.getElementById('f'))).toBeNull();
    document.body.innerHTML = `<form id="f"><input id="a" aria-invalid="true" /></form><div role="alertdialog"></div>`;
    expect(focusFirstInvalid(document.getElementById('f'))).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
