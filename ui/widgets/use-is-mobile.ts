import { useSyncExternalStore } from 'react';

/** Section 9: mobile is below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

const queryList = (query: string): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/** Follows a media query; without matchMedia (server, old browsers, jsdom) it reads as false. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = queryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => queryList(query)?.matches ?? false,
    () => false,
  );
}

export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY);
