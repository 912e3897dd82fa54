import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import { getLoadedFormValidator, loadFormValidator } from '../../../../src/hooks/form/formValidator';
import { validatorLoaders } from '../../../../src/hooks/form/validatorLoaders';

const editable = Object.values(descriptors).filter((d) => d.form && !d.readOnly);

describe('validatorLoaders', () => {
  it('has both modes of every editable descriptor, and nothing else', () => {
    expect(Object.keys(validatorLoaders).sort()).toEqual(editable.map((d) => d.key).sort());
    for (const modes of Object.values(validatorLoaders))
      expect(Object.keys(modes).sort()).toEqual(['create', 'update']);
  });

  it.each(editable.flatMap((d) => (['create', 'update'] as const).map((mode) => [d.key, mode] as const)))(
    '%s/%s binds to buildFormSchema (same hash) and validates',
    async (key, mode) => {
      const d = descriptors[key]!;
      const { schema, validator } = await loadFormValidator(d, mode);
      expect(schema).toEqual(buildFormSchema(d, mode));
      expect(getLoadedFormValidator(d, mode)?.validator).toBe(validator);
      expect(validator.isValid(schema as never, {}, schema as never)).toBe(
        buildFormSchema(d, mode).required.length === 0,
      );
    },
  );

  it('rejects a form without a precompiled validator', async () => {
    const fake = { ...descriptors.user!, key: 'nao-existe' };
    await expect(loadFormValidator(fake, 'create')).rejects.toThrow(/nao-existe\/create/);
  });
});
