/**
 * What the dev supervisor (superviseApi) and the API process it runs (serveReloadable) say to
 * each other over the IPC channel.
 */
export type ApiMessage =
  /** supervisor → API: the schemas folder changed and passed its checks; rebuild the routes. */
  | { type: 'reload' }
  /** API → supervisor: serving on this port. */
  | { type: 'listening'; port: number }
  /** API → supervisor: the new routes answer; it took this long. */
  | { type: 'reloaded'; ms: number }
  /** API → supervisor: the new routes could not be built (the database check refused them); the last good ones still answer. */
  | { type: 'reload-failed'; message: string };

/** True for an object shaped like an ApiMessage of `type`. */
export function isApiMessage<T extends ApiMessage['type']>(
  value: unknown,
  type: T,
): value is Extract<ApiMessage, { type: T }> {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type;
}
