import { useEffect } from 'react';
import { CardLoader } from '../cards/card-loader';
import { useContainer } from '../container/container-context';

/**
 * A tab shown again reads its card anew (`CardLoader.readAnew`): while it was hidden another tab
 * may have changed or signed what it shows — its tile said "waits for your signature" of a change
 * signed meanwhile, and opened an editor locked on it.
 */
export function useReadAnewWhenShown(): void {
  const container = useContainer();
  useEffect(() => {
    const cards = container.get(CardLoader);
    const shown = () => {
      if (document.visibilityState === 'visible') void cards.readAnew();
    };
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [container]);
}
