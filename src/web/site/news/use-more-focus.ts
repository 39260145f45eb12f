import { useEffect, useRef } from 'react';

/**
 * Keyboard focus after 'View more': once the next page's items arrive, focus goes to the first new
 * item's link, so a keyboard or screen reader user carries on where the list grew.
 */
export function useMoreFocus(count: number) {
  const listRef = useRef<HTMLUListElement>(null);
  /** Index of the first item of a page being loaded. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector('a')?.focus();
  }, [count]);

  return {
    listRef,
    /** Call as 'View more' is pressed. */
    expectMore: () => {
      focusFrom.current = count;
    },
  };
}
