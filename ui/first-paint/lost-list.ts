import type { EarlyInput } from './early-input';
import type { FirstPageKit } from './first-page-kit';

/**
 * Issue 34, a lost request: the session check succeeded but the bank failed to send the list. The
 * paint says so, where and when it would have shown the card, as the app's overview says it
 * (ui/cards/action-failure.tsx: the failure's words and Try again; tests/ui/first-paint hold them
 * alike). Try again is kept for the app (early-input.ts), which asks for the list again once it
 * is there; the paint then stands still (inert, busy) until the app takes over.
 */
export function paintedLostList(
  { h, t, help }: FirstPageKit,
  frame: HTMLElement,
  input: EarlyInput | undefined,
): Element {
  const tryAgain = h('button', { type: 'button', class: 'button button--secondary' }, t('actionFailure.tryAgain'));
  tryAgain.addEventListener('click', () => {
    input?.retry();
    frame.inert = true;
    frame.setAttribute('aria-busy', 'true');
  });
  return h(
    'div',
    { class: 'action-failure', tabindex: -1 },
    h(
      'div',
      { class: 'notification notification--negative', role: 'alert', 'aria-live': 'assertive' },
      h(
        'div',
        { class: 'notification__body' },
        h('p', { class: 'notification__type' }, t('notification.types.negative')),
        h('h6', { class: 'notification__title' }, t('actionFailure.notDone.load')),
        h(
          'div',
          { class: 'notification__content' },
          h('p', {}, t('actionFailure.whyNotLoaded')),
          // Reading 84: without the card there is no Block, and a lost card still works (HelpAtOnce).
          h('p', {}, t('actionFailure.lostOrStolen'), ' ', h('a', { href: help }, t('actionFailure.help'))),
          tryAgain,
        ),
      ),
    ),
  );
}
