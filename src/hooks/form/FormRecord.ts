/** A record as the form and the API see it: field name → value. */
export type FormRecord = Record<string, unknown>;
