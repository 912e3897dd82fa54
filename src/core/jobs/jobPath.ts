/**
 * A background job's address under `paths.jobs` (schemas/api/endpoints.json): where the console
 * follows a generation's progress (GET).
 *
 * @example jobPath('/admin/v1/jobs', '3f2c…') // '/admin/v1/jobs/3f2c…'
 */
export const jobPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
