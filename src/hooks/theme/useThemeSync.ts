import { useCallback, useEffect, useRef } from 'react';
import type { EndpointBody, EndpointJson } from '../../core/api/apiTypes.js';
import { endpoints } from '../../core/api/endpoints.js';
import { isForcedLogoutError } from '../../core/api/forcedLogout.js';
import { parseThemeChoice, type ThemeChoice } from '../../core/theme/colorMode.js';
import { useApi } from '../api/useApi.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { colorModeStore } from './colorModeStore.js';

/** Said when the server did not keep the choice. */
const THEME_NOT_SAVED = 'O tema foi aplicado neste navegador, mas não foi salvo no servidor.';

/**
 * The signed-in operator's theme, kept on the server (GET/PUT `paths.preferences`,
 * schemas/api/endpoints.json) so that it follows them to another browser. On mount it reads
 * their saved choice and shows it (unless they already chose here meanwhile); this browser keeps
 * a copy, which public/theme-init.js shows before the first paint next time. Returns the setter:
 * shows the choice at once, then saves it (a failed save leaves the choice on this page and says
 * so in a warning alert). Neither call shows the loading overlay.
 *
 * @example
 * const chooseTheme = useThemeSync();
 * chooseTheme('dark');
 */
export function useThemeSync(): (choice: ThemeChoice) => void {
  const api = useApi();
  const { showAlert } = useUiFeedback();
  const chosenHere = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<EndpointJson<'preferences', 'get'>>(endpoints.paths.preferences, {
        silent: true,
        signal: controller.signal,
      })
      .then((body) => {
        const saved = parseThemeChoice(body?.theme);
        if (saved && !chosenHere.current) colorModeStore().setChoice(saved);
      })
      // Not read (offline, aborted): this browser's copy stays.
      .catch(() => undefined);
    return () => controller.abort();
  }, [api]);

  return useCallback(
    (choice: ThemeChoice) => {
      chosenHere.current = true;
      colorModeStore().setChoice(choice);
      api
        .put<EndpointJson<'preferences', 'put'>>(
          endpoints.paths.preferences,
          { theme: choice } satisfies EndpointBody<'preferences', 'put'>,
          { silent: true },
        )
        .catch((error: unknown) => {
          if (!isForcedLogoutError(error)) showAlert('warning', THEME_NOT_SAVED);
        });
    },
    [api, showAlert],
  );
}
