import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import { fieldMessage } from '../../../../src/core/forms/fieldMessage';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';
import { fakeApi } from '../../support/fakeApi';
import { allFieldErrors, fieldErrors, findAlertText, findForm } from './support/formQueries';
import { renderEntityForm } from './support/renderFormView';

/** Every descriptor the console can edit: each gets the same suite (RJSF's formTests, per descriptor). */
const editable = Object.values(descriptors).filter((d) => !d.readOnly && d.form);

it('covers the six editable descriptors', () => {
  expect(editable.map((d) => d.key).sort()).toEqual([
    'client',
    'device-config',
    'error-message',
    'param',
    'person',
    'user',
  ]);
});

describe.each(editable)('form of $key', (d) => {
  const createPath = d.routes.form!;
  const required = buildFormSchema(d, 'create').required;

  it('renders the create form with its title and every field (snapshot)', async () => {
    const api = fakeApi({});
    renderEntityForm(d.key, createPath, api.fetchImpl);
    const form = await findForm(d.key);
    for (const name of Object.keys(buildFormSchema(d, 'create').properties)) {
      expect(form.querySelector(`[data-field="root_${name}"]`), name).not.toBeNull();
    }
    expect(allFieldErrors(form)).toEqual([]);
    expect(form).toMatchSnapshot();
  });

  if (required.length > 0)
    it('an empty submit shows each required message, the danger alert, and sends nothing', async () => {
      const api = fakeApi({});
      const { user } = renderEntityForm(d.key, createPath, api.fetchImpl);
      const form = await findForm(d.key);
      await user.click(await findSave());
      expect(await findAlertText()).toContain(apiMessages.formInvalid);
      for (const name of required) expect(fieldErrors(name), name).toEqual([fieldMessage(d, name, 'required')]);
      expect(allFieldErrors(form)).toHaveLength(required.length);
      expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    });
  else
    it('with nothing required, an empty submit is sent as is', async () => {
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
      expect(await findAlertText()).toContain('Registro salvo com sucesso!');
    });
});

function findSave() {
  return screen.findByRole('button', { name: /Salvar/ });
}
