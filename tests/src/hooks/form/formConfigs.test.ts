import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../../src/core/api/endpoints.js';
import { toClientDescriptor } from '../../../../src/core/descriptors/sanitizeDescriptor.js';
import { entityFormConfig } from '../../../../src/hooks/form/entityFormConfig';
import { PROFILE_FIELDS, profileFormConfig } from '../../../../src/hooks/form/profileFormConfig';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';
import { fixtureDescriptors } from '../../../support/fixtureSchemas.js';

// On the fixture descriptors of tests/fixtures/schemas: a vendor (its record under 'data') and the user.
const descriptors = Object.fromEntries(fixtureDescriptors().map((d) => [d.key, toClientDescriptor(d)]));
const vendor = descriptors.vendor!;
const user = descriptors.user!;

describe('entityFormConfig', () => {
  const config = entityFormConfig(vendor, 'a/b');

  it('reads and updates {endpoint}/{id} (encoded), creates with POST {endpoint}', () => {
    expect(config.recordId).toBe('a/b');
    expect(config.read('a/b')).toBe(`${vendor.api.endpoint}/a%2Fb`);
    expect(config.save('a/b')).toEqual({ method: 'put', path: `${vendor.api.endpoint}/a%2Fb` });
    expect(config.save(undefined)).toEqual({ method: 'post', path: vendor.api.endpoint });
  });

  it('sends the version, edits every form field, and goes to {form}/{id} after a create', () => {
    expect(config).toMatchObject({
      versioned: true,
      recordKey: vendor.api.record,
      loadErrorMessage: consoleMessages.fetchRecordFailed,
    });
    expect(config.fields).toBeUndefined();
    expect(config.addressOf?.('12')).toBe(`${vendor.routes.form}/12`);
    expect(entityFormConfig(vendor, undefined).recordId).toBeUndefined();
  });

  it('without a form route, no address to go to', () => {
    const noForm = { ...vendor, routes: { ...vendor.routes, form: undefined } };
    expect(entityFormConfig(noForm as typeof vendor, undefined).addressOf).toBeUndefined();
  });
});

describe('profileFormConfig', () => {
  const setUser = vi.fn();
  const config = profileFormConfig(user, setUser);

  it("reads and saves the signed-in user at the profile's path (schemas/api/endpoints.json), three fields, no version", () => {
    expect(config.recordId).toBeDefined();
    expect(endpoints.paths.profile).not.toBe(user.api.endpoint);
    expect(config.read(config.recordId!)).toBe(endpoints.paths.profile);
    expect(config.save(config.recordId)).toEqual({ method: 'post', path: endpoints.paths.profile });
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
