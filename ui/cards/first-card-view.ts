import { formatDisplayDate } from '../../domain/calendar/date-text';
import type { CardImageKind } from '../../domain/cards/card-display';
import type { ReissueReason } from '../../domain/cards/payment-instrument';
import type { SelectedCard } from '../../domain/cards/selected-card';

/**
 * The first card as the overview shows it — its status panel, a blocked card's effects, an
 * inactive card's notice — as one pure view: which words (text keys) in which order, which links.
 * The React card (status-panel.tsx, blocking-effects.tsx, overview-notices.tsx) and the first
 * module's paint (first-paint/first-card-content.ts) both render this, so they say the same; a
 * parity test holds their markup to it (tests/ui/first-paint/card-parity.test.tsx).
 */

type StatusKind = SelectedCard['status']['kind'];
type BlockingWord =
  | 'titleBlock'
  | 'titleBlocked'
  | 'stopsLabel'
  | 'stoppedLabel'
  | 'stops'
  | 'holderStops'
  | 'goesOnLabel'
  | 'goesOn'
  | 'unblockLabel'
  | 'unblock'
  | 'bankLabel'
  | 'bank'
  | 'contact'
  | 'lostLabel'
  | 'lost';

/** Every text the first card says, by its key in the first load's texts. */
export type CardTextKey =
  | `overview.status.${StatusKind}.heading`
  | `overview.status.${Exclude<StatusKind, 'inactive' | 'replaced'>}.${'description' | 'holderDescription'}`
  | `overview.status.replaced.${'description' | 'blocked' | 'usable' | 'holderUsable' | 'link'}`
  | `overview.status.replaced.reason.${ReissueReason}`
  | `overview.status.image.${CardImageKind}`
  | `overview.blocking.${BlockingWord}`
  | 'overview.actions.replace'
  | `overview.inactiveNotice.${'title' | 'text' | 'link' | 'holderText' | 'holderLink'}`;

/** Where a link on the card leads: each renderer knows the address (the page's language and area, its router). */
export type CardLinkTarget = 'help' | 'replaceCard' | 'activateCard';

export type CardLinkView = { readonly to: CardLinkTarget; readonly text: CardTextKey };

export type BlockingEffectsView = {
  readonly title: CardTextKey;
  readonly items: readonly { readonly label: CardTextKey; readonly text: CardTextKey; readonly link?: CardLinkView }[];
};

export type StatusPanelView = {
  readonly status: StatusKind;
  /** The card's picture, named for screen readers by its kind; covered when the card is not active. */
  readonly image: { readonly kind: CardImageKind; readonly name: CardTextKey; readonly overlay: boolean };
  readonly heading: CardTextKey;
  /** None for an inactive card (section 2.3), nor for a replaced one: its replacement says it. */
  readonly description: CardTextKey | undefined;
  readonly replacement: ReplacementView | undefined;
  /** A blocked card says what its block means (issue 16). */
  readonly effects: BlockingEffectsView | undefined;
};

/**
 * Issue 33: a replaced card says which card took its place, on which day and why, whether it
 * still works, and leads to the new card (`card`: the picker's choice, not a screen).
 */
export type ReplacementView = {
  readonly text: CardTextKey;
  readonly values: { readonly passNumber: string; readonly date: string; readonly reason: CardTextKey };
  readonly note: CardTextKey;
  readonly link: { readonly card: string; readonly text: CardTextKey; readonly passNumber: string };
};

/** Section 2.3: an inactive card's info notification, above its status. */
export type InactiveNoticeView = {
  readonly title: CardTextKey;
  readonly text: CardTextKey;
  readonly link: CardLinkView;
};

export type FirstCardView = { readonly notice: InactiveNoticeView | undefined; readonly panel: StatusPanelView };

/** What the first card's view is made of: the card as the list gives it (domain's SelectedCard). */
export type CardFacts = Pick<SelectedCard, 'status' | 'imageKind' | 'isResumptionAllowed' | 'isReissueAllowed'>;

/**
 * What a block stops and what goes on: before blocking (the block modal) or after it (the
 * blocked card's panel); whom to contact where only the bank can lift it; the replacement's link.
 */
export function blockingEffectsView(
  when: 'block' | 'blocked',
  {
    unblockable,
    replace,
    business = false,
  }: { readonly unblockable: boolean; readonly replace: boolean; readonly business?: boolean },
): BlockingEffectsView {
  return {
    title: when === 'block' ? 'overview.blocking.titleBlock' : 'overview.blocking.titleBlocked',
    items: [
      {
        label: when === 'block' ? 'overview.blocking.stopsLabel' : 'overview.blocking.stoppedLabel',
        // Reading 99: the wallet is on the holder's phone, who may not be the customer.
        text: business ? 'overview.blocking.holderStops' : 'overview.blocking.stops',
      },
      { label: 'overview.blocking.goesOnLabel', text: 'overview.blocking.goesOn' },
      unblockable
        ? { label: 'overview.blocking.unblockLabel', text: 'overview.blocking.unblock' }
        : {
            label: 'overview.blocking.bankLabel',
            text: 'overview.blocking.bank',
            link: { to: 'help', text: 'overview.blocking.contact' },
          },
      {
        label: 'overview.blocking.lostLabel',
        text: 'overview.blocking.lost',
        ...(replace ? { link: { to: 'replaceCard', text: 'overview.actions.replace' } as const } : {}),
      },
    ],
  };
}

function replacementView(status: SelectedCard['status'], business: boolean): ReplacementView | undefined {
  if (status.kind !== 'replaced') return undefined;
  const { paymentInstrumentId, cardSequenceNumber, reason, replacedOn } = status.replacement;
  return {
    text: 'overview.status.replaced.description',
    values: {
      passNumber: cardSequenceNumber,
      date: formatDisplayDate(replacedOn),
      reason: `overview.status.replaced.reason.${reason}`,
    },
    // Reading 8: only a stolen or lost card is blocked with its replacement; a defective one works on.
    note:
      status.suspendedBy.length > 0
        ? 'overview.status.replaced.blocked'
        : `overview.status.replaced.${business ? 'holderUsable' : 'usable'}`,
    link: { card: paymentInstrumentId, text: 'overview.status.replaced.link', passNumber: cardSequenceNumber },
  };
}

/**
 * Section 2.3: Active, Blocked or Inactive, a description (not for inactive cards), the card
 * image; a replaced card (issue 33) says what replaced it instead of what a block means, since
 * the customer asked for it and no one at the bank has more to tell. In the business area
 * (`business`, reading 99) the card may be another holder's, or the customer's own, and nothing
 * the app reads says which: its words say "deze pas" and "de pashouder", never "je" nor a name.
 */
export function firstCardView(card: CardFacts, { business = false } = {}): FirstCardView {
  const { kind } = card.status;
  const described = kind !== 'inactive' && kind !== 'replaced' ? kind : undefined;
  return {
    notice:
      kind === 'inactive'
        ? {
            title: 'overview.inactiveNotice.title',
            text: business ? 'overview.inactiveNotice.holderText' : 'overview.inactiveNotice.text',
            link: {
              to: 'activateCard',
              text: business ? 'overview.inactiveNotice.holderLink' : 'overview.inactiveNotice.link',
            },
          }
        : undefined,
    panel: {
      status: kind,
      image: { kind: card.imageKind, name: `overview.status.image.${card.imageKind}`, overlay: kind !== 'active' },
      heading: `overview.status.${kind}.heading`,
      description: described && `overview.status.${described}.${business ? 'holderDescription' : 'description'}`,
      replacement: replacementView(card.status, business),
      effects:
        kind === 'blocked'
          ? blockingEffectsView('blocked', {
              unblockable: card.isResumptionAllowed,
              replace: card.isReissueAllowed,
              business,
            })
          : undefined,
    },
  };
}
