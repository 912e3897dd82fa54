import { describe, expect, it } from 'vitest';
import { maskedEdit, maskedText } from '../../../../src/core/format/maskedEdit';

/** What the browser leaves after typing `data` over [start, end) of `text`: the text and the caret. */
function typed(text: string, start: number, end: number, data: string) {
  return { text: text.slice(0, start) + data + text.slice(end), caret: start + data.length };
}

/** What the browser leaves after Backspace (one character before `caret`) or Delete (one after). */
function backspace(text: string, caret: number) {
  return { text: text.slice(0, caret - 1) + text.slice(caret), caret: caret - 1 };
}
function del(text: string, caret: number) {
  return { text: text.slice(0, caret) + text.slice(caret + 1), caret };
}

const CPF = '529.982.247-25';

describe('maskedEdit', () => {
  it('masks typing at the end, one character at a time', () => {
    let text = '';
    for (const d of '52998224725')
      text = maskedEdit('cpf', text, typed(text, text.length, text.length, d), 'insertText').text;
    expect(text).toBe(CPF);
  });

  it('Backspace in the middle deletes the digit before the caret; the caret stays among the same digits', () => {
    expect(maskedEdit('cpf', CPF, backspace(CPF, 5), 'deleteContentBackward')).toEqual({
      text: '529.822.472-5',
      caret: 3,
      raw: '5298224725',
    });
  });

  it('Backspace just after a separator deletes the digit before it (one key, one digit)', () => {
    expect(maskedEdit('cpf', CPF, backspace(CPF, 4), 'deleteContentBackward')).toEqual({
      text: '529.822.472-5',
      caret: 2,
      raw: '5298224725',
    });
  });

  it('Delete in the middle deletes the digit after the caret and keeps the caret before the next one', () => {
    expect(maskedEdit('cpf', CPF, del(CPF, 8), 'deleteContentForward')).toEqual({
      text: '529.982.472-5',
      caret: 8,
      raw: '5299824725',
    });
    // On a separator: the digit beyond it.
    expect(maskedEdit('cpf', CPF, del(CPF, 3), 'deleteContentForward')).toMatchObject({
      text: '529.822.472-5',
      caret: 4,
    });
  });

  it('typing in the middle puts the caret after the typed digit', () => {
    const partial = '529.822.472-5';
    expect(maskedEdit('cpf', partial, typed(partial, 3, 3, '9'), 'insertText')).toEqual({
      text: CPF,
      caret: 5,
      raw: '52998224725',
    });
  });

  it('refuses a digit typed into a full value (nothing pushed off the end), keeping the caret', () => {
    expect(maskedEdit('cpf', CPF, typed(CPF, 5, 5, '1'), 'insertText')).toEqual({
      text: CPF,
      caret: 5,
      raw: '52998224725',
    });
  });

  it('replaces a selection, and takes pasted text formatted or not', () => {
    expect(maskedEdit('cpf', CPF, typed(CPF, 4, 7, '1'), 'insertText')).toMatchObject({
      text: '529.124.725',
      caret: 5,
    });
    expect(maskedEdit('cpf', '', typed('', 0, 0, '111.444.777-35'), 'insertFromPaste')).toMatchObject({
      text: '111.444.777-35',
      caret: 14,
      raw: '11144477735',
    });
    expect(maskedEdit('cpf', '529', typed('529', 3, 3, '98224725'), 'insertFromPaste')).toMatchObject({
      text: CPF,
      caret: 14,
    });
    // A longer paste keeps what fits.
    expect(maskedEdit('cpf', '', typed('', 0, 0, '529982247251234'), 'insertFromPaste').raw).toBe('52998224725');
  });

  it('switches the phone mask at the 11th digit, the caret following its digit', () => {
    const ten = '(11) 1234-5678';
    expect(maskedEdit('phone', ten, typed(ten, 5, 5, '9'), 'insertText')).toEqual({
      text: '(11) 91234-5678',
      caret: 6,
      raw: '11912345678',
    });
    const eleven = '(11) 91234-5678';
    expect(maskedEdit('phone', eleven, backspace(eleven, 6), 'deleteContentBackward')).toEqual({
      text: ten,
      caret: 3, // after '11': the caret stays among the same digits
      raw: '1112345678',
    });
  });

  it('upper-cases CNPJ letters and refuses a letter where a check digit goes', () => {
    expect(maskedEdit('cnpj', '', typed('', 0, 0, '12abc34501de35'), 'insertFromPaste')).toMatchObject({
      text: '12.ABC.345/01DE-35',
      raw: '12ABC34501DE35',
    });
    const noCheck = '12.ABC.345/01DE';
    expect(maskedEdit('cnpj', noCheck, typed(noCheck, 15, 15, 'x'), 'insertText')).toMatchObject({
      text: noCheck,
      raw: '12ABC34501DE',
    });
  });

  it('maskedText masks a raw value as far as it goes', () => {
    expect(maskedText('cpf', '5299')).toBe('529.9');
    expect(maskedText('phone', '1133334444')).toBe('(11) 3333-4444');
    expect(maskedText('cnpj', '')).toBe('');
  });
});
