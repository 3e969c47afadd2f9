import { useEffect, useRef } from 'react';

/** Shows the page from its very top at once (a new screen replaced the one the player scrolled). */
export function scrollToPageTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/**
 * For a result screen: shows it from the top and moves focus to its heading (give the heading
 * `tabIndex={-1}`), so keyboard and screen-reader users land on the result.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    scrollToPageTop();
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}
