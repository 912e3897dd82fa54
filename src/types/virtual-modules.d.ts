// The modules server/descriptors/descriptorsVitePlugin.ts generates from schemas/. An ambient
// module cannot import a relative path (TS2439: its types were silently `any`), so the console's
// own types are referenced with import('...') instead.
/* eslint-disable @typescript-eslint/consistent-type-imports -- see above */

declare module 'virtual:descriptors' {
  /** Every entity descriptor (schemas/*.json without the server part), keyed by `key`. */
  const descriptors: Record<string, import('../core/descriptors/Descriptor').ClientDescriptor>;
  export default descriptors;
}

declare module 'virtual:validators/*' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** RJSF precompiled validator functions of one form (see descriptorsVitePlugin). */
  const validateFns: ValidatorFunctions;
  export = validateFns;
}

declare module 'virtual:validator-loaders' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** Loads one form's precompiled validators (its own chunk). */
  export type ValidatorLoader = () => Promise<{ default: ValidatorFunctions }>;
  /** Both modes of every editable descriptor (not readOnly, with a form), keyed by `key`. */
  export const validatorLoaders: Record<
    string,
    Record<import('../core/forms/buildFormSchema').FormMode, ValidatorLoader>
  >;
}

declare module 'virtual:console-shell' {
  import type { LucideIcon } from 'lucide-react';
  type ConsoleShell<Icon = string> = import('../core/console/ConsoleShell').ConsoleShell<Icon>;
  /** schemas/console.json's home route, also shown at '/'. */
  export const home: ConsoleShell['home'];
  /** The hand-written signed-in screens of schemas/console.json. */
  export const screens: ConsoleShell['screens'];
  /** The side menu (console.json's groups, the descriptors' and screens' entries), icons imported. */
  export const menuGroups: ConsoleShell<LucideIcon>['menuGroups'];
  /** The top bar's user-menu entries, icons imported. */
  export const userMenu: ConsoleShell<LucideIcon>['userMenu'];
}

declare module 'virtual:console-public' {
  /** The screens of schemas/console.json reachable signed in or not. */
  export const publicScreens: import('../core/console/ConsoleShell').ShellRoute[];
}
