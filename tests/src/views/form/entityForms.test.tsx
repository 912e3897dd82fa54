import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import { fieldMessage } from '../../../../src/core/forms/fieldMessage';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';
import { fakeApi } from '../../support/fakeApi';
import { allFieldErrors, fieldErrors, findAlertText, findForm } from './support/formQueries';
import { renderEntityForm } from './support/renderFormView';

/** Every fixture descriptor with a form (tests/fixtures/schemas): each gets the same suite. */
const editable = Object.values(descriptors).filter((d) => !d.readOnly && d.form);

it('runs on the fixture descriptors, with and without required fields', () => {
  expect(editable.map((d) => d.key).sort()).toEqual([
    'device-profile',
    'member',
    'message-template',
    'ticket',
    'user',
    'vendor',
  ]);
});

describe.each(editable)('form of $key', (d) => {
  const createPath = d.routes.form!;
  const schema = buildFormSchema(d, 'create');

  it('renders the create form with every field in descriptor order, each labelled by its title', async () => {
    const api = fakeApi({});
    renderEntityForm(d.key, createPath, api.fetchImpl);
    const form = await findForm(d.key);
    const shown = [...form.querySelectorAll('[data-field]')].map((f) =>
      f.getAttribute('data-field')!.slice('root_'.length),
    );
    const grouped = new Set(d.form!.groups?.flatMap((g) => g.fields));
    const inGroups = d.form!.groups?.flatMap((g) => g.fields.filter((f) => f in schema.properties)) ?? [];
    expect(shown).toEqual([...Object.keys(schema.properties).filter((f) => !grouped.has(f)), ...inGroups]);
    for (const name of Object.keys(schema.properties)) {
      const box = form.querySelector(`[data-field="root_${name}"]`)!;
      expect(box.textContent, name).toContain(d.fields[name]!.title);
      expect(box.querySelector('[data-part="label"]')?.hasAttribute('data-required'), name).toBe(
        schema.required.includes(name),
      );
    }
    expect(allFieldErrors(form)).toEqual([]);
  });

  if (schema.required.length > 0)
    it('an empty submit shows each required message, the danger alert, and sends nothing', async () => {
      const api = fakeApi({});
      const { user } = renderEntityForm(d.key, createPath, api.fetchImpl);
      const form = await findForm(d.key);
      await user.click(await findSave());
      expect(await findAlertText()).toContain(apiMessages.formInvalid);
      for (const name of schema.required) expect(fieldErrors(name), name).toEqual([fieldMessage(d, name, 'required')]);
      expect(allFieldErrors(form)).toHaveLength(schema.required.length);
      expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    });
  else
    it('with nothing required, an empty submit is sent with the defaults', async () => {
      const api = fakeApi({
        [`POST ${d.api.endpoint}`]: {
          status: 201,
          body: { [d.api.record]: { id: 1, version: 1 }, message: 'Registro salvo com sucesso!' },
        },
      });
      const { user } = renderEntityForm(d.key, createPath, api.fetchImpl);
      await findForm(d.key);
      await user.click(await findSave());
      await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
      const defaults = Object.fromEntries(
        Object.entries(schema.properties).flatMap(([k, p]) => ('default' in p ? [[k, p.default]] : [])),
      );
      expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual(defaults);
      expect(await findAlertText()).toContain('Registro salvo com sucesso!');
    });
});

function findSave() {
  return screen.findByRole('button', { name: /Salvar/ });
}
