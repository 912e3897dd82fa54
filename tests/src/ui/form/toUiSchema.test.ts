import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import { toUiSchema } from '../../../../src/ui/form/toUiSchema';
import { formWidgets } from '../../../../src/ui/form/theme/formTheme';

const user = descriptors.user!;
const person = descriptors.person!;
const config = descriptors['device-config']!;
const param = descriptors.param!;
const errorMessage = descriptors['error-message']!;

describe('toUiSchema', () => {
  it('maps each descriptor widget to a widget of the theme registry', () => {
    expect(toUiSchema(user, 'create')).toMatchObject({
      name: { 'ui:widget': 'TextWidget' },
      phone: { 'ui:widget': 'MaskedWidget', 'ui:options': { mask: 'phone' } },
      role: { 'ui:widget': 'SelectWidget', 'ui:enumNames': ['Administrador', 'Operador'] },
      password: { 'ui:widget': 'PasswordWidget' },
      confirm_password: { 'ui:widget': 'PasswordWidget' },
    });
    expect(toUiSchema(config, 'create')).toMatchObject({
      deviceModels: { 'ui:widget': 'ModelsWidget', 'ui:options': { wide: true } },
      showButtonInfo: { 'ui:widget': 'ActiveWidget', 'ui:enumNames': ['Ativo', 'Inativo'] },
      zoom: { 'ui:widget': 'TextWidget' },
    });
    expect(toUiSchema(errorMessage, 'create').default_message).toMatchObject({
      'ui:widget': 'TextareaWidget',
      'ui:options': { wide: true },
    });
    for (const d of Object.values(descriptors).filter((x) => x.form && !x.readOnly)) {
      for (const mode of ['create', 'update'] as const) {
        const ui = toUiSchema(d, mode);
        for (const name of Object.keys(buildFormSchema(d, mode).properties)) {
          expect(formWidgets, `${d.key}.${name}`).toHaveProperty([(ui[name] as { 'ui:widget': string })['ui:widget']]);
        }
      }
    }
  });

  it('makes readOnlyOnEdit fields read-only only when editing', () => {
    expect(toUiSchema(user, 'create').email).not.toHaveProperty('ui:readonly');
    expect(toUiSchema(user, 'update').email).toMatchObject({ 'ui:readonly': true });
    expect(toUiSchema(person, 'update').cpf).toMatchObject({ 'ui:readonly': true, 'ui:widget': 'MaskedWidget' });
    expect(toUiSchema(errorMessage, 'update').error_code).toMatchObject({ 'ui:readonly': true });
  });

  it('leaves create-only and list-only fields out, and orders by the descriptor', () => {
    const ui = toUiSchema(user, 'update');
    expect(ui).not.toHaveProperty('password');
    expect(ui).not.toHaveProperty('is_active');
    expect(ui['ui:order']).toEqual(['name', 'phone', 'email', 'role', '*']);
  });

  it('carries the placeholder and the groups', () => {
    const withPlaceholder = {
      ...errorMessage,
      fields: { ...errorMessage.fields, error_code: { ...errorMessage.fields.error_code!, placeholder: 'Ex.: E001' } },
    };
    expect(toUiSchema(withPlaceholder, 'create').error_code).toMatchObject({ 'ui:placeholder': 'Ex.: E001' });
    expect(toUiSchema(param, 'create')['ui:options']).toEqual({
      groups: param.form!.groups!.map((g: { title: string; fields: string[] }) => ({
        title: g.title,
        fields: g.fields,
      })),
    });
    expect(toUiSchema(user, 'create')).not.toHaveProperty('ui:options');
  });
});
