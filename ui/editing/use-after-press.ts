import { useEffect, useRef } from 'react';

/**
 * Runs a change to the page at once from the keyboard, but after the click when a pointer is
 * pressed. Focus leaves a field on the press (mousedown); a message the leave shows above the
 * pressed button would move it before the release, and the click (Save, a calendar button) would
 * land beside it and be lost.
 */
export function useAfterPress(): (change: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
      // The click is dispatched right after the release, in the same task: run after it.
      timer = setTimeout(() => waiting.current.splice(0).forEach((change) => change()), 0);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
    };
  }, []);
  return (change) => {
    if (pressed.current) waiting.current.push(change);
    else change();
  };
}
