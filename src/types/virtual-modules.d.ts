declare module 'virtual:descriptors' {
  import type { ClientDescriptor } from '../core/descriptors/Descriptor';
  /** Every entity descriptor (schemas/*.json without the server part), keyed by `key`. */
  const descriptors: Record<string, ClientDescriptor>;
  export default descriptors;
}

declare module 'virtual:validators/*' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** RJSF precompiled validator functions of one form (see descriptorsVitePlugin). */
  const validateFns: ValidatorFunctions;
  export = validateFns;
}
