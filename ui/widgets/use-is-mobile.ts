import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from './mobile-query';

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
