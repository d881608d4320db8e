import { useLayoutEffect } from 'react';
import { giveWay } from './give-way';

/** Gives the first module's paint way in the commit in which the app's own page is ready (issue 14). */
export function useGiveWay(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) giveWay(document);
  }, [ready]);
}
