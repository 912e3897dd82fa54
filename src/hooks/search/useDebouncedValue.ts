import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` milliseconds: what a search box sends while the
 * operator is still typing.
 *
 * @example const q = useDebouncedValue(typed, 250);
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
