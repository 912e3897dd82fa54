import { render, screen } from '@testing-library/react';
import descriptors from 'virtual:descriptors';
import { describe, expect, it, vi } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { createSchemaUtils, getDecimalSeparator as rjsfGetDecimalSeparator, type RJSFSchema } from '@rjsf/utils';
// The library's own function, by its module path: RJSF's utils import it as './getDecimalSeparator.js',
// which is what rjsfStandIns.ts replaces.
import libraryGetDecimalSeparator from '@rjsf/utils/lib/getDecimalSeparator.js';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import fastUri from '../../../../src/ui/form/standIns/fastUri';
import {
  createComparator,
  createMerger,
  createShallowAllOfMerge,
} from '../../../../src/ui/form/standIns/jsonSchemaMerge';
import { Markdown } from '../../../../src/ui/form/standIns/markdownToJsx';
import getDecimalSeparator from '../../../../src/ui/form/standIns/getDecimalSeparator';

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

describe('stand-ins for RJSF dependencies (rjsfStandIns.ts), in the bundle and in these tests', () => {
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

  describe('RJSF itself runs with them here, as in the bundle', () => {
    it("@rjsf/utils' getDecimalSeparator is the remembered one", () => {
      expect(rjsfGetDecimalSeparator).toBe(getDecimalSeparator);
      expect(libraryGetDecimalSeparator).not.toBe(getDecimalSeparator);
    });

    it('an allOf reaches the json-schema-merge stand-in, and RJSF drops it with a warning', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const schema: RJSFSchema = { allOf: [{ type: 'object', properties: { a: { type: 'string' } } }] };
      const utils = createSchemaUtils({ isValid: () => true } as never, schema);
      expect(utils.retrieveSchema(schema, {})).toEqual({});
      expect(String(warn.mock.calls[0]?.[1])).toMatch(/allOf não é usado/);
      warn.mockRestore();
    });

    it("@rjsf/core's messages reach the markdown-to-jsx stand-in: Markdown shows as plain text", () => {
      const registry = getDefaultRegistry();
      const { UnsupportedFieldTemplate } = registry.templates;
      const { container } = render(
        <UnsupportedFieldTemplate
          schema={{}}
          fieldPathId={{ $id: 'root_x', path: [] }}
          reason="tipo"
          registry={registry as never}
        />,
      );
      expect(container.querySelector('code')).toBeNull();
      expect(container.textContent).toContain('Unsupported field schema for field `root_x`: _tipo_.');
    });
  });
});
