import { describe, expect, it } from 'vitest';
import {
  maskCpfsInText,
  maskLoggedCpf,
  maskPersonalBodyText,
  maskPersonalUrl,
  maskPersonalValue,
  personalNameTest,
} from '../../../server/requestLog/maskPersonalData.js';

const personal = personalNameTest(['person_cpf', 'documento']);

describe('what the request log stores of a CPF', () => {
  it('masks the values of personal query parameters, encoded names included', () => {
    expect(maskPersonalUrl('/person/v1?cpf=52998224725&page=2', personal)).toBe('/person/v1?cpf=***.982.247-**&page=2');
    expect(maskPersonalUrl('/admin/v2/person-fingerprint?person_cpf=529.982.247-25', personal)).toBe(
      '/admin/v2/person-fingerprint?person_cpf=***.982.247-**',
    );
    expect(maskPersonalUrl('/person/v1?%63pf=52998224725', personal)).toBe('/person/v1?%63pf=***.982.247-**');
    expect(maskPersonalUrl('/person/v1?CPF=529%2E982%2E247-25', personal)).toBe('/person/v1?CPF=***.982.247-**');
    expect(maskPersonalUrl('/x?documento=529', personal)).toBe('/x?documento=***.***.***-**');
    expect(maskPersonalUrl('/person/v1?name=Ana&page=1', personal)).toBe('/person/v1?name=Ana&page=1');
  });

  it('masks a CPF anywhere in a path: formatted always, bare when its check digits are valid', () => {
    expect(maskPersonalUrl('/x/529.982.247-25/y', personal)).toBe('/x/***.982.247-**/y');
    expect(maskPersonalUrl('/x/52998224725', personal)).toBe('/x/***.982.247-**');
    // A phone number (invalid as a CPF) or a long id stays.
    expect(maskCpfsInText('/x/11987654321?id=123456789012345')).toBe('/x/11987654321?id=123456789012345');
  });

  it('masks JSON bodies by key at any depth, and CPFs inside any string', () => {
    expect(
      maskPersonalValue(
        {
          cpf: '52998224725',
          nested: [{ person_cpf: '529.982.247-25' }],
          note: 'titular 529.982.247-25',
          id: 52998224725,
        },
        personal,
      ),
    ).toEqual({
      cpf: '***.982.247-**',
      nested: [{ person_cpf: '***.982.247-**' }],
      note: 'titular ***.982.247-**',
      id: 52998224725,
    });
    expect(maskPersonalValue({ cpf: 52998224725 }, personal)).toEqual({ cpf: '***.982.247-**' });
  });

  it('keeps digitless markers (an erasure, a redaction) and masks anything else whole', () => {
    expect(maskLoggedCpf('[titular removido]')).toBe('[titular removido]');
    expect(maskLoggedCpf('12')).toBe('***.***.***-**');
  });

  it('masks raw body texts: JSON, forms and free text', () => {
    expect(maskPersonalBodyText('{"cpf":"52998224725"}', personal)).toBe('{"cpf":"***.982.247-**"}');
    expect(maskPersonalBodyText('cpf=52998224725&password=x', personal)).toBe('cpf=***.982.247-**&password=x');
    expect(maskPersonalBodyText('titular 52998224725', personal)).toBe('titular ***.982.247-**');
  });
});
