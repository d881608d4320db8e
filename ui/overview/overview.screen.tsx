import { observer } from 'mobx-react-lite';
import { useCallback, useDeferredValue, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../domain/index';
import { isLoad } from '../../application/outcome';
import { ActionFailure } from '../cards/action-failure';
import { usePresenter } from '../container/container-context';
import { firstPaintStands } from '../first-paint/give-way';
import { useGiveWay } from '../first-paint/use-give-way';
import { useAppNavigate } from '../navigation/use-app-navigate';
import { CardChangeModal } from './card-change-modal';
import { CardPicker } from './card-picker';
import { CardHead, CardSettings, OverviewLoading } from './shown-card';
import { HiddenOverview } from './hidden-overview';
import { useCarryOutEarlyInput } from './carry-out-early-input';
import { useFocusAfterChange } from './use-focus-after-change';
import { OverviewPresenter } from './overview.presenter';
import { useReadAnewWhenShown } from './use-read-anew-when-shown';
import { useReadWhenOutdated } from '../cards/use-read-when-outdated';
import '../styles/overview.css';

export type OverviewScreenProps = {
  /**
   * "Recent changes" (beyond the spec), a lazily loaded section the route table hands in
   * (routing/screens.ts), so the first load carries none of it.
   */
  readonly historySection?: ComponentType;
  /** Issue 35, beyond the spec: "Going abroad" and the card's trips, a lazily loaded section beside the settings. */
  readonly tripsSection?: ComponentType;
};

/** Section 2.3, `/card-management`: the card picker, the chosen card, its actions and settings. */
export const OverviewScreen = observer(function OverviewScreen({
  historySection: HistorySection,
  tripsSection: TripsSection,
}: OverviewScreenProps) {
  const { i18n } = useTranslation();
  const presenter = usePresenter(OverviewPresenter);
  useReadAnewWhenShown();
  useReadWhenOutdated(presenter, presenter.readAnew);
  const go = useAppNavigate();
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const vm = presenter.viewModel;
  const modalOpen = vm.modal !== undefined;

  // Asked for before the first paint rather than after it: the card list is on the critical path.
  const [loaded, setLoaded] = useState(false);
  useLayoutEffect(() => {
    void presenter.load().finally(() => setLoaded(true));
  }, [presenter]);

  // Issue 14, card switch: while the picker names another card than the one last drawn, the
  // card's part renders in a background pass React splits into short tasks (the old card's
  // removal, then the new card's status, details and tiles), so the picker answers at once and no
  // task blocks for a whole card. So do the first card (the first module's paint stands meanwhile)
  // and the drawn card's details when they arrive (its tiles: one task of up to 27 ms otherwise,
  // Total Blocking Time). Any other change of the card shown renders at once.
  const deferredCard = useDeferredValue(vm.card);
  const lastDrawn = useRef<string | undefined>(undefined);
  const onScreen = useRef<typeof vm.card>(undefined);
  // The first card waits only behind the first module's paint; without one it is drawn at once.
  const first = lastDrawn.current === undefined && firstPaintStands(document);
  const switching = lastDrawn.current !== undefined && vm.picker?.selectedId !== lastDrawn.current;
  const detailsArriving =
    onScreen.current !== undefined &&
    onScreen.current.id === vm.card?.id &&
    !onScreen.current.settings &&
    vm.card.settings !== undefined;
  // The background pass may not have caught up with the card on the screen yet (details that
  // answer right after the list): the card stays as it is drawn until it has.
  const arrived = deferredCard !== undefined && deferredCard.id === vm.card?.id ? deferredCard : onScreen.current;
  const card = first || switching ? deferredCard : detailsArriving ? arrived : vm.card;
  // Issue 33: a replaced card's button leaves with that card; the new card's status, once drawn, has the focus.
  const focusWhenDrawn = useRef<string | undefined>(undefined);
  // The same callbacks from render to render, so that the drawn card's parts skip a render that leaves them as they are (shown-card.tsx).
  const showCard = useCallback(
    (id: string) => {
      focusWhenDrawn.current = id;
      void presenter.select(id);
    },
    [presenter],
  );
  const signNow = useCallback(() => go(presenter.signing.signNow()), [go, presenter]);
  useLayoutEffect(() => {
    onScreen.current = card;
    if (card) lastDrawn.current = card.id;
    if (card && card.id === focusWhenDrawn.current) {
      focusWhenDrawn.current = undefined;
      statusHeading.current?.focus();
    }
  }, [card]);

  // Issue 14: the first module's paint of this card gives way once this screen shows it (or what
  // came instead). A card still on its way to the screen (the background pass) is waited for:
  // the page is not shown between, with the loading line where the card will be. An error shows at once.
  // Issue 34: unless the customer chose another card on the paint, which the app catches up with first.
  useFocusAfterChange(vm, card, statusHeading);
  const catchingUp = useCarryOutEarlyInput({ presenter, loaded, drawn: card?.id, vm });
  const loadFailed = vm.failure !== undefined && isLoad(vm.failure.action);
  useGiveWay(
    !catchingUp &&
      (card !== undefined || vm.hidden !== undefined || vm.error || loadFailed || (loaded && vm.card === undefined)),
  );

  if (vm.hidden)
    return (
      <HiddenOverview
        hidden={vm.hidden}
        picker={vm.picker}
        onSelect={(id) => void presenter.select(id)}
        helpLink={presenter.helpLink}
      />
    );
  // The new card is ready but not yet drawn: the spinner stays rather than an empty place.
  const spinnerText = vm.spinner ?? ((first || switching) && vm.card && !card ? 'loadingCard' : undefined);
  const help = presenter.helpLink(languageOf(i18n.language));
  const failure = vm.failure ? (
    <ActionFailure
      failure={vm.failure}
      onTryAgain={() => void presenter.tryAgain()}
      busy={loadFailed ? vm.spinner !== undefined : presenter.busy}
      help={vm.failure.helpAtOnce ? help : undefined}
    />
  ) : null;
  return (
    <div className="overview">
      {vm.picker ? (
        <CardPicker picker={vm.picker} onSelect={(id) => void presenter.select(id)} disabled={modalOpen} />
      ) : null}
      {/* Issue 34: the list or the card's details the bank failed to send, with Try again (and help: the card may be lost). */}
      {loadFailed ? failure : null}
      {/* Issue 14: a card painted from the list keeps its place; what its details add comes below it. */}
      {card ? null : <OverviewLoading text={spinnerText} />}
      {card ? (
        <>
          <CardHead
            card={card}
            activateCard={presenter.activateCardLinks}
            headingRef={statusHeading}
            help={help}
            onShowCard={showCard}
            onChange={presenter.open}
          />
          {loadFailed ? null : failure}
          <CardSettings
            card={card}
            toSign={presenter.signing.links}
            onSignNow={presenter.signing.signedWithTrip ? undefined : signNow}
            // Only where its settings are still to come: a loading line elsewhere leaves the card's parts as drawn.
            spinnerText={card.settings ? undefined : spinnerText}
            // Read anew with a status changed elsewhere too (a tab shown again): a block or a replacement is a change.
            historyKey={vm.history && `${vm.history.paymentInstrumentId}:${vm.history.rereads}:${card.status}`}
            historySection={HistorySection}
            tripsSection={TripsSection}
          />
        </>
      ) : null}
      <CardChangeModal
        modal={vm.modal}
        onConfirm={() => void presenter.confirm()}
        onClose={presenter.close}
        help={help}
      />
    </div>
  );
});
