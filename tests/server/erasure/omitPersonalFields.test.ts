import { describe, expect, it } from 'vitest';
import { OMITTED, omitPersonalFields } from '../../../server/requestLog/omitPersonalFields.js';

describe('omitPersonalFields', () => {
  it('omits CPF, name, e-mail, phone and file paths at any depth, keeps the rest', () => {
    const answer = JSON.stringify({
      data: {
        id: 1,
        name: 'Ana "Bia"',
        cpf: '49858782004',
        email: 'a@b.com',
        phone: '11987654321',
        clientId: 3,
        clientName: 'Parceiro',
        items: [{ personCpf: '49858782004', arquivoVideo: 'l/v.mp4', imagens: ['a.jpeg', 'b.jpeg'], bpm: 70 }],
      },
    });
    const kept = JSON.parse(omitPersonalFields(answer));
    expect(kept).toEqual({
      data: {
        id: 1,
        name: OMITTED,
        cpf: OMITTED,
        email: OMITTED,
        phone: OMITTED,
        clientId: 3,
        clientName: OMITTED,
        items: [{ personCpf: OMITTED, arquivoVideo: OMITTED, imagens: OMITTED, bpm: 70 }],
      },
    });
  });

  it('omits a value the cap cut off', () => {
    expect(omitPersonalFields('{"items":[{"id":1,"cpf":"4985878')).toBe(`{"items":[{"id":1,"cpf":"${OMITTED}"`);
  });

  it('leaves null values and non-personal keys as they are', () => {
    expect(omitPersonalFields('{"arquivoCsv":null,"finger":"Polegar direito","serpro":"aprovado"}')).toBe(
      '{"arquivoCsv":null,"finger":"Polegar direito","serpro":"aprovado"}',
    );
  });
});
