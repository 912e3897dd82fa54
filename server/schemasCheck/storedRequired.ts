import { joinedFields, type ServedDescriptor } from '../crud/sqlMapping.js';
import { requiredOnSave, type RequiredOnSave } from './requiredOnSave.js';

/** requiredOnSave without the fields served from a joined table (another table holds them). */
export function storedRequired(d: ServedDescriptor): RequiredOnSave[] {
  const joined = joinedFields(d);
  return requiredOnSave(d).filter((r) => !joined.has(r.name));
}
