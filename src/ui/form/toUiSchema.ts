import type { UiSchema } from '@rjsf/utils';
import type { ClientDescriptor, FieldDescriptor } from '../../core/descriptors/Descriptor.js';
import { formFields, type FormMode } from '../../core/forms/buildFormSchema.js';

/** A descriptor's form group, as the theme's ObjectFieldTemplate reads it from the root `ui:options`. */
export interface FormGroup {
  title: string;
  fields: string[];
}

/** Registry key (see formTheme.ts) of each descriptor widget. */
const WIDGET: Record<NonNullable<FieldDescriptor['widget']>, string> = {
  text: 'TextWidget',
  password: 'PasswordWidget',
  textarea: 'TextareaWidget',
  select: 'SelectWidget',
  active: 'ActiveWidget',
  masked: 'MaskedWidget',
  models: 'ModelsWidget',
  reference: 'ReferencePickerWidget',
};

/** Widgets that take the grid's whole row. */
const WIDE = new Set(['textarea', 'models']);

/**
 * The RJSF uiSchema of a descriptor's form in one mode: the descriptor's hints as RJSF reads
 * them. Pure; the schema itself is `buildFormSchema(d, mode)`.
 *
 * - `ui:widget`: the descriptor's widget (masked when it has a mask, select when it has options);
 * - `ui:readonly`: `readOnly`, and `readOnlyOnEdit` in update mode (email of a user, CPF of a person);
 * - `ui:placeholder`, `ui:enumNames` (option labels), `ui:options.mask`, `ui:options.wide`;
 * - `ui:options.reference`: a field naming another entity's record (its picker's search);
 * - `ui:options.personal`, `.resource`, `.endpoint`, `.field` for a personal field (its reveal);
 * - root: `ui:order` (descriptor order) and `ui:options.groups` (titled sections).
 *
 * @example toUiSchema(user, 'update').email // { 'ui:widget': 'TextWidget', 'ui:readonly': true }
 */
export function toUiSchema(d: ClientDescriptor, mode: FormMode): UiSchema {
  const fields = formFields(d, mode);
  const names = new Set(fields.map(([name]) => name));
  const groups: FormGroup[] = (d.form?.groups ?? [])
    .map((g) => ({ title: g.title, fields: g.fields.filter((f) => names.has(f)) }))
    .filter((g) => g.fields.length > 0);
  const ui: UiSchema = {
    'ui:order': [...names, '*'],
    'ui:submitButtonOptions': { norender: true },
    ...(groups.length > 0 && { 'ui:options': { groups } }),
  };
  for (const [name, f] of fields) {
    const widget = f.widget ?? (f.mask ? 'masked' : f.options?.length ? 'select' : 'text');
    const field: UiSchema = { 'ui:widget': WIDGET[widget] };
    if (f.readOnly || (mode === 'update' && f.readOnlyOnEdit)) field['ui:readonly'] = true;
    if (f.placeholder) field['ui:placeholder'] = f.placeholder;
    if (f.options?.length) field['ui:enumNames'] = f.options.map((o) => o.label);
    const options: Record<string, string | boolean | object> = {};
    if (f.mask) options.mask = f.mask;
    // A reference to another entity's record: the picker searches that entity's list.
    if (f.reference) options.reference = f.reference;
    // A personal field (`"personal": "cpf"`) served masked: its widget reveals it from here.
    if (f.personal === 'cpf')
      Object.assign(options, { personal: f.personal, resource: d.key, endpoint: d.api.endpoint, field: name });
    if (WIDE.has(widget)) options.wide = true;
    if (Object.keys(options).length) field['ui:options'] = options;
    ui[name] = field;
  }
  return ui;
}
