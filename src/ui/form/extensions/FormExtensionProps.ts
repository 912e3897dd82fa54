import type { FormController } from '../../../hooks/form/useFormController.js';

/** What a form extension (extra actions of one entity's form) receives. */
export interface FormExtensionProps {
  controller: FormController;
}
