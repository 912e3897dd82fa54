import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { endpoints } from '../../core/api/endpoints.js';
import type { EndpointBody, EndpointJson } from '../../core/api/apiTypes.js';
import type { SessionUser } from '../auth/AuthContext.js';
import { readSessionUser } from '../auth/readSessionUser.js';
import type { FormConfig } from './FormConfig.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/** The profile route's body and answers, as the API's document declares them. */
type ProfileBody = EndpointBody<'profile', 'post'>;
type ProfileAnswer = EndpointJson<'profile', 'get'> | EndpointJson<'profile', 'post'>;

/** What the profile shows and sends (spec 2.8, 7: POST body name, phone, email). */
export const PROFILE_FIELDS = ['name', 'phone', 'email'] as const satisfies readonly (keyof ProfileBody)[];
/** Where the profile's answers (GET and POST) carry the user. */
const PROFILE_KEY = 'data' satisfies keyof ProfileAnswer;
/** The profile's record id: the signed-in user, whoever it is. */
const PROFILE_RECORD = 'profile';

/**
 * 'Meu Perfil' (spec 2.8): GET `paths.profile` (schemas/api/endpoints.json:
 * /admin/v1/user/profile), then POST { name, phone, email } with the
 * user descriptor's fields and messages (its update form: no passwords, email read-only); each
 * of the three is required. A saved change goes to the session (`setUser`): the top bar's name follows.
 */
export function profileFormConfig(user: ClientDescriptor, setUser: (user: SessionUser) => void): FormConfig {
  return {
    descriptor: user,
    recordId: PROFILE_RECORD,
    read: () => endpoints.paths.profile,
    save: () => ({ method: 'post', path: endpoints.paths.profile }),
    recordKey: PROFILE_KEY,
    loadErrorMessage: consoleMessages.fetchDataFailed,
    fields: PROFILE_FIELDS,
    versioned: false,
    onSaved: (record) => {
      const sessionUser = readSessionUser(record);
      if (sessionUser) setUser(sessionUser);
    },
  };
}
