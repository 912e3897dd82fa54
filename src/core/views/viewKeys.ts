/**
 * The keys of every screen the console registers (src/routes/viewRegistry.ts), without React: the
 * registry is typed by this list, and the server and the Vite plugin check the view keys that
 * schemas/console.json and a descriptor's `list.view` name against it without loading a screen.
 * A new hand-written screen adds its key here and its module in the registry (the compiler asks
 * for both).
 */
export const VIEW_KEYS = [
  'login',
  'notFound',
  'forbidden',
  'forcedPasswordChange',
  'entityList',
  'entityForm',
  'requestLogList',
  'userProfile',
  'prices',
  'deleteAccount',
  'resetPassword',
  'fingerprintList',
  'subjectReport',
] as const;

export type ViewKey = (typeof VIEW_KEYS)[number];

/**
 * Whether `key` names a registered screen.
 *
 * @example isViewKey('prices') // true
 * @example isViewKey('price') // false
 */
export function isViewKey(key: string): key is ViewKey {
  return (VIEW_KEYS as readonly string[]).includes(key);
}

/**
 * The reason an administrator reads when a file names a view the console does not have.
 *
 * @example unknownViewReason('price') // 'view "price" não existe; válidas: login, notFound, ...'
 */
export function unknownViewReason(key: string): string {
  return `view "${key}" não existe; válidas: ${VIEW_KEYS.join(', ')}`;
}
