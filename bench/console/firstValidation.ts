/**
 * One cold process, one first validation of the largest form, filled in:
 * `node --import tsx bench/console/firstValidation.ts console|precompiled|runtime`. Prints
 * `{"ms": …, "errors": …, "form": …}`.
 * - console: as the console does it (bindPrecompiledValidator, which warms the validation path
 *   while the form loads), then the operator's first validation;
 * - precompiled: the build-time validator code, bound and used at once (JIT-cold);
 * - runtime: Ajv compiling the schema at first use (RJSF's default; our CSP forbids it).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { loadDescriptors, schemasDir } from '../../server/descriptors/loadDescriptors.js';
import { cjsToEsm } from '../../server/descriptors/descriptorsVitePlugin.js';
import { toClientDescriptor } from '../../src/core/descriptors/sanitizeDescriptor.js';
import { buildFormSchema } from '../../src/core/forms/buildFormSchema.js';
import { validateFormRecord } from '../../src/hooks/form/validateFormRecord.js';
import { bindPrecompiledValidator } from '../../src/hooks/form/bindPrecompiledValidator.js';
import { largestForm } from './largestForm.js';

const variant = process.argv[2];
const root = resolve(import.meta.dirname, '..', '..');
const d = toClientDescriptor(largestForm(loadDescriptors(schemasDir(root), root)));
const schema = buildFormSchema(d, 'create');
let validator: ValidatorType | undefined;
let started: number;
if (variant === 'precompiled' || variant === 'console') {
  const dir = mkdtempSync(join(tmpdir(), 'validator-'));
  const file = join(dir, 'validator.mjs');
  writeFileSync(
    file,
    cjsToEsm(
      compileSchemaValidatorsCode(schema as never, {
        ajvOptionsOverrides: { unicode: false, logger: false, code: { lines: false } },
      }),
    ),
  );
  const module = (await import(pathToFileURL(file).href)) as { default: never };
  rmSync(dir, { recursive: true, force: true });
  if (variant === 'console') validator = bindPrecompiledValidator(d, 'create', module.default).validator;
  started = performance.now();
  if (variant === 'precompiled')
    validator = createPrecompiledValidator(module.default, schema as never) as ValidatorType;
} else if (variant === 'runtime') {
  started = performance.now();
  validator = customizeValidator() as ValidatorType;
} else {
  throw new Error('uso: firstValidation.ts console|precompiled|runtime');
}
// A filled-in form, as submitted: every field gets a value of its type.
const formData = Object.fromEntries(
  Object.entries(schema.properties).map(([k, p]) => [k, (p as { type?: string }).type === 'string' ? 'x' : 1.5]),
);
const errors = validateFormRecord(d, 'create', validator!, schema, formData);
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, errors: Object.keys(errors).length, form: d.key }));
