import { describe, expect, it, vi } from 'vitest';
import descriptors from 'virtual:descriptors';
import { entityFormConfig } from '../../../../src/hooks/form/entityFormConfig';
import { PROFILE_FIELDS, profileFormConfig } from '../../../../src/hooks/form/profileFormConfig';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';

const client = descriptors.client!;
const user = descriptors.user!;

describe('entityFormConfig', () => {
  const config = entityFormConfig(client, 'a/b');

  it('reads and updates {endpoint}/{id} (encoded), creates with POST {endpoint}', () => {
    expect(config.recordId).toBe('a/b');
    expect(config.read('a/b')).toBe(`${client.api.endpoint}/a%2Fb`);
    expect(config.save('a/b')).toEqual({ method: 'put', path: `${client.api.endpoint}/a%2Fb` });
    expect(config.save(undefined)).toEqual({ method: 'post', path: client.api.endpoint });
  });

  it('sends the version, edits every form field, and goes to {form}/{id} after a create', () => {
    expect(config).toMatchObject({
      versioned: true,
      recordKey: client.api.record,
      loadErrorMessage: consoleMessages.fetchRecordFailed,
    });
    expect(config.fields).toBeUndefined();
    expect(config.addressOf?.('12')).toBe(`${client.routes.form}/12`);
    expect(entityFormConfig(client, undefined).recordId).toBeUndefined();
  });

  it('without a form route, no address to go to', () => {
    const noForm = { ...client, routes: { ...client.routes, form: undefined } };
    expect(entityFormConfig(noForm as typeof client, undefined).addressOf).toBeUndefined();
  });
});

describe('profileFormConfig', () => {
  const setUser = vi.fn();
  const config = profileFormConfig(user, setUser);

  it('reads and saves the signed-in user at /admin/v1/user/profile, three fields, no version', () => {
    expect(config.recordId).toBeDefined();
    expect(config.read(config.recordId!)).toBe('/admin/v1/user/profile');
    expect(config.save(config.recordId)).toEqual({ method: 'post', path: '/admin/v1/user/profile' });
    expect(config).toMatchObject({ recordKey: 'data', versioned: false, fields: PROFILE_FIELDS });
    expect(config.addressOf).toBeUndefined();
  });

  it('a saved profile becomes the session user (the top bar follows); a shapeless one does not', () => {
    config.onSaved?.({ id: 7, name: 'Beatriz', email: 'bia@example.com', role: 'operador' });
    expect(setUser).toHaveBeenCalledWith({ id: 7, name: 'Beatriz', email: 'bia@example.com', role: 'operador' });
    setUser.mockClear();
    config.onSaved?.({ name: 'sem id' });
    expect(setUser).not.toHaveBeenCalled();
  });
});
