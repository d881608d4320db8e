import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * The journey's screens are entered as the editors are (`useEditor`): by Back or Forward, or
 * shown again from the browser's back-forward cache, the card is read anew, since a trip may
 * have been set, signed or left to sign meanwhile.
 */
export function useTripEntry(presenter: { load(options?: { readonly revisit?: boolean }): Promise<void> }): void {
  const navigationType = useNavigationType();
  const location = useLocation();
  const revisit = navigationType === 'POP' && location.key !== 'default';
  const enter = useEffectEvent(() => presenter.load({ revisit }));
  useEffect(() => {
    void enter();
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void presenter.load({ revisit: true });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [presenter]);
}
