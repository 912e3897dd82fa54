/**
 * Routes of their own in schemas/api/endpoints.json (`paths`): a full path each. `openapi` and
 * `apiDocs` are the API's own description (docs/api.md), under `/api`; `preferences` the
 * signed-in user's own settings, `listViews` their saved list views, `jobs` the background jobs
 * they started.
 */
export type PathName =
  | 'login'
  | 'logout'
  | 'profile'
  | 'resetPassword'
  | 'deleteAccount'
  | 'filesTicket'
  | 'subjectReports'
  | 'pricing'
  | 'search'
  | 'openapi'
  | 'apiDocs'
  | 'preferences'
  | 'listViews'
  | 'jobs';

/** The users' routes beyond their generated ones (`users.paths`): suffixes of the users' endpoint. */
export type UserPathName = 'resetLink' | 'activate' | 'deactivate' | 'password';

/** Hand-written routes of one entity (`entityPaths`): suffixes of that entity's endpoint. */
export type EntityPathName =
  'requestLogStats' | 'livenessFiles' | 'fingerprintGallery' | 'erasureReceipts' | 'relatedCounts';

/** A route under an entity's `api.endpoint`. */
export interface EntityPath {
  /** Key of the entity's descriptor. */
  entity: string;
  /** Suffix of its endpoint (`/stats`, `/{id}/images`, or '' for the endpoint itself). */
  path: string;
}

/**
 * schemas/api/endpoints.json after sanitising: the API paths of the hand-written routes (spec 7).
 * schemas/api/endpoints.schema.json documents every property for administrators; docs/endpoints.md
 * is the guide.
 */
export interface EndpointsConfig {
  paths: Record<PathName, string>;
  users: {
    /** Key of the back-office users' descriptor. */
    entity: string;
    paths: Record<UserPathName, string>;
  };
  entityPaths: Record<EntityPathName, EntityPath>;
}
