import { useLayoutEffect } from 'react';
import { handOver } from './hand-over';

/** Gives the first module's paint way in the commit in which the app's own page is ready (issue 14). */
export function useHandOver(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) handOver(document);
  }, [ready]);
}
