import config from '../../../schemas/api/endpoints.json' with { type: 'json' };
import type { EndpointsConfig } from './EndpointsConfig.js';

/**
 * The API paths of the hand-written routes, as the console calls them: schemas/api/endpoints.json,
 * bundled as it is (the server checks it against schemas/api/endpoints.schema.json at start, and so
 * does `npm run schemas:check`). Entity routes are suffixes of their descriptor's endpoint:
 * entityRoute resolves them.
 *
 * @example endpoints.paths.login // '/api/v2/user/login'
 */
export const endpoints: EndpointsConfig = config;
