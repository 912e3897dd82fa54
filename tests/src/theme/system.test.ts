import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokens as chakraTokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/theme/system.js';

const srcDir = join(import.meta.dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Chakra's colour palettes (gray, red, …): the token groups with a 500 shade. */
const chakraPalettes = Object.entries(chakraTokens.colors ?? {})
  .filter(([, shades]) => typeof shades === 'object' && shades !== null && '500' in shades)
  .map(([name]) => name);

describe('the console theme', () => {
  it('keeps every Chakra palette a screen names (quoted, or as a token such as red.600)', () => {
    const named = new Map<string, string>();
    for (const file of sourceFiles(srcDir)) {
      if (file.endsWith(join('theme', 'system.ts'))) continue;
      const text = readFileSync(file, 'utf8');
      for (const palette of chakraPalettes)
        if (new RegExp(`['"\`]${palette}['"\`]|\\b${palette}\\.\\d`).test(text)) named.set(palette, file);
    }
    expect(named.size).toBeGreaterThan(3);
    for (const [palette, file] of named)
      expect(system.token(`colors.${palette}.500`, 'missing'), `${palette} (${file})`).not.toBe('missing');
  });

  it('leaves out the palettes no screen names, and keeps the brand palette', () => {
    expect(system.token('colors.pink.500', 'missing')).toBe('missing');
    expect(system.token('colors.brand.600', 'missing')).not.toBe('missing');
    expect(system.token('colors.gray.500', 'missing')).not.toBe('missing');
  });
});
