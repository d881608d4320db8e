import type { SelectedCard } from '../../domain/cards/selected-card';
import { firstCardView } from '../cards/first-card-view';
import type { EarlyInput } from './early-input';
import { paintedCard } from './first-card-content';
import type { FirstPageKit } from './first-page-kit';

/**
 * Issue 34: the painted first card answers before the app is there. Another card chosen in its
 * picker is drawn at once from the list, as the app draws a listed card (the same view), and the
 * choice is kept for the app; a link to one of the app's screens (a blocked card's "Replace card")
 * is kept for the app to follow (a replaced card's button chooses its new card), and the paint holds still (inert, busy) until the app takes over.
 * Links to other pages (the portal's help, activation, the title bar's way back) are plain links.
 */
export function answerInput(
  frame: HTMLElement,
  { kit, slot, cards, input }: { kit: FirstPageKit; slot: Element; cards: readonly SelectedCard[]; input: EarlyInput },
): void {
  const picker = slot.querySelector('select');
  picker?.addEventListener('change', () => {
    const card = cards.find((each) => each.paymentInstrumentId === picker.value);
    if (!card) return;
    input.choose(card.paymentInstrumentId);
    [...slot.children].slice(1).forEach((shown) => shown.remove());
    slot.append(...paintedCard(kit, firstCardView(card, { business: kit.business })));
  });
  frame.addEventListener('click', (event) => {
    // A replaced card's way to its new card chooses that card, as the picker does.
    const newCard = (event.target as Element | null)?.closest?.('button[data-card]')?.getAttribute('data-card');
    if (picker && newCard && cards.some((each) => each.paymentInstrumentId === newCard)) {
      picker.value = newCard;
      picker.dispatchEvent(new Event('change'));
      // The button went with the old card: focus goes to the new card's status, as the app's own
      // button does (overview.screen.tsx), and giving way carries it on to the app's status.
      slot.querySelector<HTMLElement>('.status-panel__heading')?.focus();
      return;
    }
    const link = (event.target as Element | null)?.closest?.('a[data-route]');
    const route = link?.getAttribute('data-route');
    if (!route) return;
    event.preventDefault();
    input.follow(route);
    frame.inert = true;
    frame.setAttribute('aria-busy', 'true');
  });
}
