import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import { toUiSchema } from '../../../../src/ui/form/toUiSchema';
import { formWidgets } from '../../../../src/ui/form/theme/formTheme';

// On the fixture descriptors of tests/fixtures/schemas (the `engines` project).
const user = descriptors.user!;
const member = descriptors.member!;
const deviceProfile = descriptors['device-profile']!;
const messageTemplate = descriptors['message-template']!;
const ticket = descriptors.ticket!;

describe('toUiSchema', () => {
  it('maps each descriptor widget to a widget of the theme registry', () => {
    expect(toUiSchema(user, 'create')).toMatchObject({
      name: { 'ui:widget': 'TextWidget' },
      phone: { 'ui:widget': 'MaskedWidget', 'ui:options': { mask: 'phone' } },
      role: { 'ui:widget': 'SelectWidget', 'ui:enumNames': ['Administrador', 'Leitor', 'Operador'] },
      password: { 'ui:widget': 'PasswordWidget' },
    });
    expect(toUiSchema(member, 'create')).toMatchObject({
      cpf: { 'ui:widget': 'MaskedWidget', 'ui:options': { mask: 'cpf' } },
      password: { 'ui:widget': 'PasswordWidget' },
      confirm_password: { 'ui:widget': 'PasswordWidget' },
    });
    expect(toUiSchema(deviceProfile, 'create')).toMatchObject({
      deviceType: { 'ui:widget': 'SelectWidget', 'ui:enumNames': ['Android', 'iOS'] },
      deviceModels: { 'ui:widget': 'ModelsWidget', 'ui:options': { wide: true } },
      showButtonInfo: { 'ui:widget': 'ActiveWidget', 'ui:enumNames': ['Ativo', 'Inativo'] },
      zoom: { 'ui:widget': 'TextWidget' },
    });
    expect(toUiSchema(messageTemplate, 'create').text).toMatchObject({
      'ui:widget': 'TextareaWidget',
      'ui:options': { wide: true },
    });
    expect(toUiSchema(ticket, 'create').priority).toMatchObject({
      'ui:widget': 'SelectWidget',
      'ui:enumNames': ['Alta', 'Normal', 'Baixa'],
    });
    expect(Object.values(descriptors).filter((x) => x.form && !x.readOnly).length).toBeGreaterThan(4);
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
    expect(toUiSchema(member, 'create').cpf).not.toHaveProperty('ui:readonly');
    expect(toUiSchema(member, 'update').cpf).toMatchObject({ 'ui:readonly': true, 'ui:widget': 'MaskedWidget' });
    expect(toUiSchema(messageTemplate, 'update').code).toMatchObject({ 'ui:readonly': true });
  });

  it('leaves create-only and list-only fields out, and orders by the descriptor', () => {
    const ui = toUiSchema(user, 'update');
    expect(ui).not.toHaveProperty('password');
    expect(ui).not.toHaveProperty('is_active');
    expect(ui['ui:order']).toEqual(['name', 'phone', 'email', 'role', '*']);
    expect(toUiSchema(member, 'update')).not.toHaveProperty('confirm_password');
    expect(toUiSchema(member, 'update')).not.toHaveProperty('vendor_name');
  });

  it('carries the placeholder and the groups', () => {
    expect(toUiSchema(ticket, 'create').subject).toMatchObject({ 'ui:placeholder': 'Resumo do chamado' });
    const withPlaceholder = {
      ...messageTemplate,
      fields: { ...messageTemplate.fields, code: { ...messageTemplate.fields.code!, placeholder: 'Ex.: E001' } },
    };
    expect(toUiSchema(withPlaceholder, 'create').code).toMatchObject({ 'ui:placeholder': 'Ex.: E001' });
    expect(toUiSchema(messageTemplate, 'create').code).not.toHaveProperty('ui:placeholder');
    expect(member.form!.groups!.length).toBeGreaterThan(0);
    expect(toUiSchema(member, 'create')['ui:options']).toEqual({
      groups: member.form!.groups!.map((g: { title: string; fields: string[] }) => ({
        title: g.title,
        fields: g.fields,
      })),
    });
    expect(toUiSchema(user, 'create')).not.toHaveProperty('ui:options');
  });
});
