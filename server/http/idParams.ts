/**
 * The params schema of a `/:id` route: a record id of 1 to 15 digits (anything else is a 400 from
 * Fastify's validation; an id past the column's range is the route's own 404, readRecordId).
 */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
  required: ['id'],
} as const;
