import type { ComponentType } from 'react';
import type { FormExtensionProps } from './FormExtensionProps.js';
import { UserFormActions } from './UserFormActions.js';
import { PersonSubjectReportAction } from './PersonSubjectReportAction.js';

/**
 * Extra actions of one entity's form, by descriptor key (a registry, not a switch). Shown above
 * the fields once the record exists (update mode).
 */
export const formExtensions: Readonly<Record<string, ComponentType<FormExtensionProps>>> = {
  user: UserFormActions,
  person: PersonSubjectReportAction,
};
