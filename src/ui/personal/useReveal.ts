import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '../../core/api/HttpError.js';
import { useApi } from '../../hooks/api/useApi.js';
import type { EnginePath, Json, JsonBody, Widened } from '../../core/api/apiTypes.js';

/** How long a revealed value stays shown (seconds) before it is masked again. */
const REVEAL_SECONDS = 30;

const REVEAL_ERROR_MESSAGE = 'Não foi possível revelar o dado.';
/** Every entity's reveal route: the call is typed by all of them. */
type RevealPath = EnginePath<'/{id}/reveal', 'post'>;
/** Its body, the field's name any text: which fields an entity reveals is its descriptor's, known at run time. */
type RevealRequest = Widened<JsonBody<RevealPath, 'post'>>;

/**
 * The reveal of one personal field of one record: `reveal(reason)` calls
 * `POST {endpoint}/{id}/reveal`; the value is kept for `seconds`, counted down, then dropped.
 */
export function useReveal(endpoint: string, id: number | string, field: string, seconds = REVEAL_SECONDS) {
  const api = useApi();
  const [value, setValue] = useState<string | null>(null);
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // Counted from the deadline, not by ticks: a throttled background tab still hides it on time.
  useEffect(() => {
    if (value === null) return;
    const tick = () => {
      const remaining = Math.ceil((until - Date.now()) / 1000);
      if (remaining <= 0) setValue(null);
      else setLeft(remaining);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [value, until]);

  const reveal = useCallback(
    async (reason: string): Promise<boolean> => {
      setBusy(true);
      setError(undefined);
      try {
        const request: RevealRequest = { field, reason };
        const body = await api.post<Json<RevealPath, 'post'>>(`${endpoint}/${id}/reveal`, request, {
          fallbackMessage: REVEAL_ERROR_MESSAGE,
        });
        setValue(body.value ?? '');
        setUntil(Date.now() + seconds * 1000);
        setLeft(seconds);
        return true;
      } catch (e) {
        setError(
          e instanceof HttpError
            ? ((e.errors ? Object.values(e.errors)[0] : undefined) ?? e.message)
            : REVEAL_ERROR_MESSAGE,
        );
        return false;
      } finally {
        setBusy(false);
      }
    },
    [api, endpoint, id, field, seconds],
  );
  const hide = useCallback(() => setValue(null), []);
  return { value, secondsLeft: left, busy, error, reveal, hide };
}
