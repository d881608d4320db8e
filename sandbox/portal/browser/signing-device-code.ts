import type { Language } from '../../../domain/index';
import { bankFetch, codeOf, type BankAnswer } from './bank-fetch';
import { h } from './dom';
import type { SigningTextKey } from './signing-texts';
import { clockTime, failureNotice } from './signing-views';

type Translate = (key: SigningTextKey, values?: Record<string, string | number>) => string;

/** An answer and when it came: a wait it names counts from then, however often the form is drawn again. */
type Asked = { readonly answer: Promise<BankAnswer>; readonly at: number; readonly again: boolean };

/**
 * Each item's ask, kept for every widget this page draws (reading 100): Back and Forward onto the
 * signing page draw a new widget for the same item, and an item's one code stays valid while it
 * can be signed (a resend sends it again, reading 48), so a return shows what was asked rather
 * than sending another SMS towards the customer's five per ten minutes. Only in memory: a code is
 * not written to the tab's storage, and a reload asks again.
 */
const askedInThisPage = new Map<string, Asked>();

/**
 * The demo plays the bank's app: it shows the code the app would show on the phone. Where the
 * code goes out on a channel of its own (202), the widget says it is on its way and offers to
 * send it again; the bank sends at most once per 30 s per change and five times per 10 minutes
 * (429 with `Retry-After`), and the widget then says from when it can be sent again. Each
 * item's code is asked for once per press: the form is drawn again after every wrong code, and
 * an SMS must not go out again each time. A bank failure is said as signing's own is (an alert
 * with Try again), not in the code's place.
 */
export class DeviceCodes {
  private readonly asked = askedInThisPage;

  constructor(private readonly pathOf: (signItemId: string) => string) {}

  /** Draws the item's device part into `device`; `again` asks the bank once more (a resend, or trying one again). */
  async show(signItemId: string, device: HTMLElement, t: Translate, language: Language, again = false): Promise<void> {
    const asked = (!again && this.asked.get(signItemId)) || this.ask(signItemId, again);
    if (!device.hasChildNodes()) device.append(h('p', {}, t('deviceNote')), h('p', { class: 'code' }));
    const answer = await asked.answer;
    const wait =
      answer.status === 429 && codeOf(answer.body) === 'TOO_MANY_ATTEMPTS' ? answer.retryAfterSeconds : undefined;
    const code = (answer.body as { code?: unknown } | undefined)?.code;
    if (answer.status === 200 && typeof code === 'string')
      return this.draw(device, h('p', {}, t('deviceNote')), h('p', { class: 'code', tabindex: '-1' }, code));
    if (answer.status !== 202 && wait === undefined) {
      // A failure may pass (a network blip): Try again asks again, and so does the next drawing of the form.
      this.asked.delete(signItemId);
      const retry = () => void this.show(signItemId, device, t, language, asked.again);
      return this.draw(
        device,
        failureNotice('device-failure', t('deviceUnavailable')),
        h(
          'button',
          { type: 'button', class: 'secondary', 'aria-describedby': 'device-failure', onClick: retry },
          t('tryAgain'),
        ),
      );
    }
    const said =
      wait === undefined
        ? t(asked.again ? 'deviceSentAgain' : 'deviceSent')
        : t('deviceWait', { time: clockTime(asked.at + wait * 1000, language) });
    // Said again in the live region that is there, so a screen reader hears the change.
    const status = device.querySelector('[role="status"]');
    if (status && device.querySelector('.resend')) {
      status.textContent = said;
      return;
    }
    const resend = () => void this.show(signItemId, device, t, language, true);
    this.draw(
      device,
      h('p', { role: 'status' }, said),
      h('button', { type: 'button', class: 'secondary resend', onClick: resend }, t('deviceResend')),
    );
  }

  private ask(signItemId: string, again: boolean): Asked {
    const asked = { answer: bankFetch('POST', this.pathOf(signItemId)), at: Date.now(), again };
    this.asked.set(signItemId, asked);
    return asked;
  }

  /** The device part drawn anew: focus that was in it (on the button just pressed) moves to what replaced it. */
  private draw(device: HTMLElement, ...content: HTMLElement[]): void {
    const root = device.getRootNode() as Document | ShadowRoot;
    const hadFocus = root.activeElement !== null && device.contains(root.activeElement);
    device.replaceChildren(...content);
    if (hadFocus) device.querySelector<HTMLElement>('button, .code')?.focus();
  }
}
