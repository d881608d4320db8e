import { createContext, useContext } from 'react';

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
