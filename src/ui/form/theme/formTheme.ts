import type { FormProps } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { FieldTemplate } from './templates/FieldTemplate.js';
import { ErrorListTemplate, FieldErrorTemplate, FieldHelpTemplate, SubmitButton } from './templates/hiddenTemplates.js';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate.js';
import { ActiveWidget } from './widgets/ActiveWidget.js';
import { MaskedWidget } from './widgets/MaskedWidget.js';
import { ModelsWidget } from './widgets/ModelsWidget.js';
import { NumberWidget } from './widgets/NumberWidget.js';
import { PasswordWidget } from './widgets/PasswordWidget.js';
import { ReferencePickerWidget } from './widgets/ReferencePickerWidget.js';
import { SelectWidget } from './widgets/SelectWidget.js';
import { TextareaWidget } from './widgets/TextareaWidget.js';
import { TextWidget } from './widgets/TextWidget.js';

/**
 * The console's RJSF theme: a registry, not a switch (RJSF's withTheme). The keys are what
 * `toUiSchema` writes in `ui:widget`; RJSF's own names for string/number fields ('TextWidget',
 * 'PasswordWidget', 'TextareaWidget', 'SelectWidget') resolve here too, so nothing falls back to
 * RJSF's unstyled inputs. Number fields (through 'TextWidget' or RJSF's 'UpDownWidget') are the
 * pt-BR NumberWidget. A screen may spread its own widgets over these.
 */
export const formWidgets: RegistryWidgetsType = {
  TextWidget,
  PasswordWidget,
  TextareaWidget,
  SelectWidget,
  ActiveWidget,
  MaskedWidget,
  ModelsWidget,
  ReferencePickerWidget,
  NumberWidget,
  EmailWidget: TextWidget,
  URLWidget: TextWidget,
  UpDownWidget: NumberWidget,
};

export const formTemplates: NonNullable<FormProps['templates']> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ButtonTemplates: { SubmitButton },
};
