/**
 * The change-password body, for the modal and the forced-change view that import it from here.
 * The rule itself is src/core/account/passwordChangeErrors.ts, shared with the API.
 */
export type { PasswordChange } from '../../core/account/passwordChangeErrors.js';
