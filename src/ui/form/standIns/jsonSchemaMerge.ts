/**
 * Stands in for `@x0k/json-schema-merge` and its `lib/array` (~12 KB minified, 4 KiB gzip of the
 * form chunk) for @rjsf/utils (rjsfStandIns.ts). RJSF's utils build their `allOf` merger from
 * these at load time and call it only for a schema with `allOf` (or `patternProperties`); the
 * console's form schemas have neither (buildFormSchema writes only plain keywords, checked in
 * tests/src/ui/form/standIns.test.tsx). Should one appear, the merge throws and RJSF falls back
 * to its own handling (a console warning, the schema without `allOf`).
 */
const unsupported = () => {
  throw new Error('allOf não é usado nos formulários do console (buildFormSchema escreve só palavras-chave simples).');
};

export const createComparator = () => ({ compareSchemaDefinitions: unsupported, compareSchemaValues: unsupported });
export const createMerger = () => ({ mergeArrayOfSchemaDefinitions: unsupported });
export const createShallowAllOfMerge = () => unsupported;
export const createDeduplicator = () => unsupported;
export const createIntersector = () => unsupported;
