import { render, screen } from '@testing-library/react';
import descriptors from 'virtual:descriptors';
import { describe, expect, it } from 'vitest';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import fastUri from '../../../../src/ui/form/standIns/fastUri';
import {
  createComparator,
  createMerger,
  createShallowAllOfMerge,
} from '../../../../src/ui/form/standIns/jsonSchemaMerge';
import { Markdown } from '../../../../src/ui/form/standIns/markdownToJsx';
import getDecimalSeparator from '../../../../src/ui/form/standIns/getDecimalSeparator';
import { getDecimalSeparator as libraryGetDecimalSeparator } from '@rjsf/utils';

/** The keywords that would make RJSF call fast-uri ($ref, $id) or the allOf merger. */
const NEEDS_THE_REAL_PACKAGES = ['$ref', '$id', 'allOf', 'patternProperties'];

function keywordsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keywordsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keywordsIn(v, found);
    }
  }
  return found;
}

const forms = Object.values(descriptors).filter((d) => d.form);

describe('stand-ins for RJSF dependencies in the console bundle (vite.config.ts)', () => {
  it.each(forms.flatMap((d) => (['create', 'update'] as const).map((mode) => [d.key, mode] as const)))(
    'the %s/%s form schema has no $ref, $id, allOf or patternProperties, so RJSF never needs fast-uri or the allOf merger',
    (key, mode) => {
      const used = keywordsIn(buildFormSchema(descriptors[key]!, mode));
      expect(NEEDS_THE_REAL_PACKAGES.filter((k) => used.has(k))).toEqual([]);
    },
  );

  it('fast-uri: resolves and compares absolute URIs', () => {
    expect(fastUri.resolve('https://example.com/schemas/a.json', 'b.json#/x')).toBe(
      'https://example.com/schemas/b.json#/x',
    );
    expect(fastUri.equal('https://EXAMPLE.com/a', 'https://example.com/a')).toBe(true);
    expect(fastUri.equal('urn:a', 'urn:b')).toBe(false);
  });

  it('json-schema-merge: builds at load time, refuses to merge', () => {
    createComparator();
    createMerger();
    expect(() => createShallowAllOfMerge()()).toThrow(/allOf/);
  });

  it('markdown-to-jsx: shows the text as it is', () => {
    render(<Markdown>{'Campo *obrigatório*'}</Markdown>);
    expect(screen.getByText('Campo *obrigatório*')).toBeTruthy();
  });

  it.each([['pt-BR'], ['en-US'], ['de-DE'], [['pt-BR', 'en']], [['xx-invalid-locale-tag!!']], [undefined]])(
    'getDecimalSeparator(%j): what the library answers, remembered',
    (locales) => {
      const ours = getDecimalSeparator(locales as string | string[] | undefined);
      expect(ours).toBe(libraryGetDecimalSeparator(locales as string | string[] | undefined));
      expect(getDecimalSeparator(locales as string | string[] | undefined)).toBe(ours);
    },
  );

  it("getDecimalSeparator: pt-BR's decimal separator is the comma", () => {
    expect(getDecimalSeparator('pt-BR')).toBe(',');
  });
});
