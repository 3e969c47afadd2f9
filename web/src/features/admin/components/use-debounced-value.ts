import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` (so a search is sent when the admin pauses typing). */
export function useDebouncedValue<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
