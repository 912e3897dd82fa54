/**
 * Stands in for `fast-uri` (~23 KB minified, 7 KiB gzip of the form chunk) for @rjsf/utils
 * (rjsfStandIns.ts). RJSF's utils use it only to resolve `$ref` against `$id` base URIs; the
 * console's form schemas have neither (buildFormSchema writes only plain keywords, checked in
 * tests/src/ui/form/standIns.test.tsx). `resolve` and `equal` still do the job for absolute URIs,
 * with the browser's URL parser. Ajv keeps the real package: only RJSF's utils get this one.
 */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function equal(a: string, b: string): boolean {
  return a === b || normalize(a) === normalize(b);
}

/** Ajv would call these; it never runs in the browser (forms use precompiled validators). */
function ajvOnly(): never {
  throw new Error(
    'fast-uri substituído no bundle do console: o Ajv não roda no navegador (validadores pré-compilados).',
  );
}

export default { resolve, equal, parse: ajvOnly, serialize: ajvOnly };
