import { reaction } from 'mobx';
import { useEffect } from 'react';
import { CardLoader } from '../cards/card-loader';
import { useContainer } from '../container/container-context';
import { AppStore } from '../store/app-store';

/**
 * The overview's card read anew while it is shown:
 * - a tab shown again (`CardLoader.readAnew`, quietly): while it was hidden another tab may have
 *   changed or signed what it shows — its tile said "waits for your signature" of a change signed
 *   meanwhile, and opened an editor locked on it;
 * - the card marked outdated by a change that outlived its screen (Back while it was on its way,
 *   reading 108): its answer came while the overview is shown, which read the card before the bank
 *   had made it. Not while the overview's own block or unblock runs (`busy`): it reads the card itself.
 */
export function useReadAnewWhenShown(overview: { readonly busy: boolean }): void {
  const container = useContainer();
  useEffect(() => {
    const cards = container.get(CardLoader);
    const { cards: state, loading } = container.get(AppStore);
    const shown = () => {
      if (document.visibilityState === 'visible') void cards.readAnew();
    };
    document.addEventListener('visibilitychange', shown);
    const stopWatching = reaction(
      () => state.outdated && !loading.active && !overview.busy,
      (stale) => {
        if (stale) void cards.reloadSelected();
      },
    );
    return () => {
      document.removeEventListener('visibilitychange', shown);
      stopWatching();
    };
  }, [container, overview]);
}
