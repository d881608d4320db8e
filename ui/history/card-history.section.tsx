import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bindCardHistory } from '../../adapters/composition/card-history';
import { LoadCardHistory } from '../../application/use-cases/load-card-history';
import { bindPresenter } from '../container/bind-presenter';
import { usePresenter } from '../container/container-context';
import { AppStore } from '../store/app-store';
import { Button } from '../widgets/button';
import { Spinner } from '../widgets/spinner';
import { CardHistoryPresenter } from './card-history.presenter';
import { HistoryEntry } from './history-entry';
import '../styles/history.css';
import { HistoryHeading } from '../overview/history-placeholder';

/**
 * The overview's "Recent changes" (beyond the spec): the selected card's last changes, newest
 * first, ten at a time. Loaded lazily (its own chunk and texts, ui/routing/route-manifest.ts), and
 * only where the Environment offers the history.
 */
export const CardHistorySection = observer(function CardHistorySection() {
  const { t } = useTranslation();
  const presenter = usePresenter(CardHistoryPresenter);
  const titleId = useId();
  const firstAdded = useRef<HTMLLIElement>(null);
  const vm = presenter.viewModel;

  useEffect(() => {
    void presenter.load();
  }, [presenter]);

  useEffect(() => {
    firstAdded.current?.focus();
  }, [vm.firstAdded]);

  return (
    <section
      className="card-history"
      aria-labelledby={titleId}
      aria-busy={vm.status === 'loading' || vm.status === 'loadingMore'}
    >
      <HistoryHeading id={titleId} />
      <p className="card-history__intro">{t('history.intro')}</p>
      {vm.status === 'loading' ? <Spinner text={t('history.loading')} /> : null}
      {vm.status === 'ready' && vm.entries.length === 0 ? <p>{t('history.empty')}</p> : null}
      {vm.entries.length > 0 ? (
        <ol className="card-history__list">
          {vm.entries.map((entry) => (
            <HistoryEntry
              key={entry.id}
              entry={entry}
              {...(entry.id === vm.firstAdded ? { itemRef: firstAdded } : {})}
            />
          ))}
        </ol>
      ) : null}
      {vm.status === 'failed' || vm.status === 'moreFailed' ? (
        <div className="card-history__failure" role="alert">
          <p>{t(vm.status === 'failed' ? 'history.failed' : 'history.moreFailed')}</p>
          <Button
            variant="secondary"
            onClick={() => void (vm.status === 'failed' ? presenter.load() : presenter.more())}
          >
            {t('history.retry')}
          </Button>
        </div>
      ) : null}
      {vm.status === 'loadingMore' ? <Spinner text={t('history.loadingMore')} /> : null}
      {vm.status === 'ready' && vm.hasMore ? (
        <Button variant="secondary" className="card-history__more" onClick={() => void presenter.more()}>
          {t('history.more')}
        </Button>
      ) : null}
    </section>
  );
});

export default CardHistorySection;

/** Run as this chunk arrives (routing/lazy-screen.ts): the history's port, use case and presenter. */
export function bind(container: Container): void {
  bindCardHistory(container);
  bindPresenter(
    container,
    CardHistoryPresenter,
    (c) => new CardHistoryPresenter({ app: c.get(AppStore), loadCardHistory: c.get(LoadCardHistory) }),
  );
}
