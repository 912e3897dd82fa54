import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormMode } from '../../core/forms/buildFormSchema.js';

export type ValidatorModule = { default: ValidatorFunctions };
export type ValidatorLoader = () => Promise<ValidatorModule>;

/**
 * The precompiled RJSF validators of every editable descriptor, one lazy chunk per form and mode
 * (`virtual:validators/<key>/<mode>`, built by server/descriptors/descriptorsVitePlugin.ts from
 * `buildFormSchema(d, mode)`). Vite needs each import spelled out; a new editable descriptor
 * needs its two lines here (tests/src/hooks/form/validatorLoaders.test.ts checks it).
 */
export const validatorLoaders: Record<string, Record<FormMode, ValidatorLoader>> = {
  user: {
    create: () => import('virtual:validators/user/create'),
    update: () => import('virtual:validators/user/update'),
  },
  client: {
    create: () => import('virtual:validators/client/create'),
    update: () => import('virtual:validators/client/update'),
  },
  person: {
    create: () => import('virtual:validators/person/create'),
    update: () => import('virtual:validators/person/update'),
  },
  'device-config': {
    create: () => import('virtual:validators/device-config/create'),
    update: () => import('virtual:validators/device-config/update'),
  },
  param: {
    create: () => import('virtual:validators/param/create'),
    update: () => import('virtual:validators/param/update'),
  },
  'error-message': {
    create: () => import('virtual:validators/error-message/create'),
    update: () => import('virtual:validators/error-message/update'),
  },
};
