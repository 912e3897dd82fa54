/** An object that is not an array nor null: a JSON answer's `{ … }`. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
