import { useEffect, useState } from 'react';

/**
 * `flag`, but turning true only once it has stayed true for `delayMs` (it turns false at once):
 * a loading indicator that does not flicker on fast requests.
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  // Reset while rendering (not in an effect), so the next `true` waits the whole delay again.
  if (!flag && shown) setShown(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
