import { createContext, useContext, useEffect } from 'react';

/**
 * How a screen's Cancel asks to leave: the route's one cancel modal opens (section 2.2), the
 * same one the toolbar's Close opens. The routed page holds it beside the screen.
 */
export const CancelRequest = createContext<(() => void) | undefined>(undefined);

export function useRequestCancel(): () => void {
  const request = useContext(CancelRequest);
  if (!request) throw new Error('useRequestCancel needs the routed page (or a test) to provide <CancelRequest>');
  return request;
}

/**
 * How a screen says it has nothing the customer could lose (issue 12.7: a change in progress,
 * or nothing to edit): then Close and Cancel go straight back, without the cancel modal.
 */
export const NothingToLose = createContext<((nothingToLose: boolean) => void) | undefined>(undefined);

export function useNothingToLose(nothingToLose: boolean): void {
  const tell = useContext(NothingToLose);
  useEffect(() => {
    tell?.(nothingToLose);
    return () => tell?.(false);
  }, [tell, nothingToLose]);
}
