import type { FormController } from '../../../hooks/form/FormController.js';

/** What a form extension (extra actions of one entity's form) receives. */
export interface FormExtensionProps {
  controller: FormController;
}
