/**
 * Stands in for `@rjsf/utils`' own `getDecimalSeparator` (rjsfStandIns.ts).
 * RJSF 6 calls it on every render of every number field (NumberField, and again in `asNumber`
 * and `getInputProps`), and each call builds a new `Intl.NumberFormat`: 10 % of the time to open
 * the 20-number-field 'Parâmetros' form (Chromium profile, `npm run bench:profile-console --
 * form-open`). The answer depends only on the locales, so it is computed once per locale list:
 * the same function, remembered (its results are checked equal to the library's in
 * tests/src/ui/form/standIns.test.tsx).
 */
const separators = new Map<string, string>();

export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const key = typeof locales === 'string' ? locales : locales.join(',');
  let separator = separators.get(key);
  if (separator === undefined) {
    try {
      separator =
        new Intl.NumberFormat(locales as string | string[]).formatToParts(1.1).find((part) => part.type === 'decimal')
          ?.value || '.';
    } catch {
      separator = '.';
    }
    separators.set(key, separator);
  }
  return separator;
}
