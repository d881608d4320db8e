import { memo, type ComponentType, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalLinks } from '../../application/portal-links';
import { OptionalPart } from '../widgets/optional-part';
import { Spinner } from '../widgets/spinner';
import { WhenNear } from '../widgets/when-near';
import { CardActions } from './card-actions';
import { CardDetails } from './card-details';
import { HistoryPlaceholder } from './history-placeholder';
import { InactiveNotice, InProgressNotice } from './overview-notices';
import type { CardChange, CardView, OverviewViewModel } from './overview-view';
import { SettingsTiles } from './settings-tiles';
import { StatusPanel } from './status-panel';

/*
 * The card drawn on the overview, in two parts around the failure of an action (which sits between
 * its buttons and its settings). Memoised: a render that leaves the card drawn as it is — the
 * picker answering a card switch at once, while the new card waits for the background pass
 * (overview.screen.tsx) — skips the whole card instead of drawing it again unchanged inside the
 * key press's task (issue 14's card switch: no task over 50 ms on a slow phone). Their props are
 * values and callbacks that stay the same while the card does.
 */

export type CardHeadProps = {
  readonly card: CardView;
  readonly activateCard: PortalLinks['activateCard'];
  readonly headingRef: Ref<HTMLHeadingElement>;
  readonly help: string;
  readonly onShowCard: (paymentInstrumentId: string) => void;
  readonly onChange: (change: CardChange) => void;
};

/** The card's notice, status, details and buttons. */
export const CardHead = memo(function CardHead({
  card,
  activateCard,
  headingRef,
  help,
  onShowCard,
  onChange,
}: CardHeadProps) {
  return (
    <>
      <InactiveNotice card={card} activateCard={activateCard} />
      <StatusPanel panel={card.panel} headingRef={headingRef} help={help} onShowCard={onShowCard} />
      <CardDetails card={card} />
      <CardActions card={card} onChange={onChange} />
    </>
  );
});

export type CardSettingsProps = {
  readonly card: CardView;
  readonly toSign: PortalLinks['toSign'];
  /** Undefined where the change is signed with the trip it belongs to (issue 35). */
  readonly onSignNow: (() => void) | undefined;
  /** The overview's loading line, where the card's settings are still on their way. */
  readonly spinnerText: OverviewViewModel['spinner'];
  /** The history's place, keyed so that it is read anew; undefined where none is offered. */
  readonly historyKey: string | undefined;
  readonly historySection?: ComponentType;
  readonly tripsSection?: ComponentType;
};

/** The overview's loading line (the list, or a card), or nothing. */
export function OverviewLoading({ text }: { readonly text: OverviewViewModel['spinner'] }) {
  const { t } = useTranslation();
  return text ? <Spinner text={t(`overview.spinner.${text}` as const)} /> : null;
}

/** The change still to sign, the card's settings (or their loading line), its trips and its history. */
export const CardSettings = memo(function CardSettings({
  card,
  toSign,
  onSignNow,
  spinnerText,
  historyKey,
  historySection: HistorySection,
  tripsSection: TripsSection,
}: CardSettingsProps) {
  return (
    <>
      <InProgressNotice card={card} toSign={toSign} />
      {card.settings ? (
        <>
          <SettingsTiles tiles={card.settings} reminders={card.reminders} onSignNow={onSignNow} />
          {TripsSection ? (
            // "Going abroad" and the card's trips (issue 35): as the history, what did not load leaves the overview as it is.
            <OptionalPart key={card.id}>
              <TripsSection />
            </OptionalPart>
          ) : null}
        </>
      ) : (
        <OverviewLoading text={spinnerText} />
      )}
      {historyKey !== undefined && HistorySection && (card.settings || !spinnerText) ? (
        // An extra that did not load leaves the overview as it is; one per card, so it never
        // shows another's; asked for as it comes near (issue 34: not in a phone's first seconds).
        // Not below the settings' spinner: its heading would move when they come (a layout shift).
        <WhenNear key={historyKey} placeholder={<HistoryPlaceholder />}>
          <OptionalPart>
            <HistorySection />
          </OptionalPart>
        </WhenNear>
      ) : null}
    </>
  );
});
