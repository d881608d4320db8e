import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useContainer } from '../container/container-context';
import { AppStore } from '../store/app-store';

/**
 * Reading 108: a change that outlived its screen (Back while it was on its way) answered while
 * this screen is shown, and marked the card outdated: the screen reads it as the bank has it now,
 * with `read`. Not while the screen's own change runs (`busy`): its outcome reads the card itself.
 */
export function useReadWhenOutdated(screen: { readonly busy: unknown }, read: () => Promise<void>): void {
  const container = useContainer();
  useEffect(() => {
    const { cards, loading } = container.get(AppStore);
    return reaction(
      () => cards.outdated && !loading.active && !screen.busy,
      (stale) => {
        if (stale) void read();
      },
    );
  }, [container, screen, read]);
}
