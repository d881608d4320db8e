import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { EditorEntry } from './editor-settings';

/**
 * A screen that works on the selected card is entered as the editors and the trip's screens are:
 * loaded once shown; by Back or Forward, or shown again from the browser's back-forward cache, it
 * reads the card anew (issue 12), since a change may have been made, signed or left to sign
 * meanwhile. `temporary`: the address asks for an editor's temporary setting (`?setting=temporary`).
 */
export function useScreenEntry(presenter: { load(options?: EditorEntry): Promise<void> }, temporary = false): void {
  const navigationType = useNavigationType();
  const location = useLocation();
  // The router's first location has the key "default"; a later POP is the browser's Back or Forward.
  const revisit = navigationType === 'POP' && location.key !== 'default';
  // How the screen was entered counts only when the presenter mounts, not when the location changes later.
  const enter = useEffectEvent(() => presenter.load({ revisit, temporary }));
  useEffect(() => {
    void enter();
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void presenter.load({ revisit: true });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [presenter]);
}
