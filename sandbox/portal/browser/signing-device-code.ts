import type { Language } from '../../../domain/index';
import { bankFetch, codeOf, type BankAnswer } from './bank-fetch';
import { h } from './dom';
import type { SigningTextKey } from './signing-texts';
import { clockTime } from './signing-views';

type Translate = (key: SigningTextKey, values?: Record<string, string | number>) => string;

/** An answer and when it came: a wait it names counts from then, however often the form is drawn again. */
type Asked = { readonly answer: Promise<BankAnswer>; readonly at: number; readonly again: boolean };

/**
 * The demo plays the bank's app: it shows the code the app would show on the phone. Where the
 * code goes out on a channel of its own (202), the widget says it is on its way and offers to
 * send it again; the bank sends at most once per 30 s per change and five times per 10 minutes
 * (429 with `Retry-After`), and the widget then says from when it can be sent again. Each
 * item's code is asked for once per press: the form is drawn again after every wrong code, and
 * an SMS must not go out again each time.
 */
export class DeviceCodes {
  private readonly asked = new Map<string, Asked>();

  constructor(private readonly pathOf: (signItemId: string) => string) {}

  async show(signItemId: string, box: HTMLElement, t: Translate, language: Language): Promise<void> {
    const asked = this.asked.get(signItemId) ?? this.ask(signItemId, false);
    const answer = await asked.answer;
    const wait =
      answer.status === 429 && codeOf(answer.body) === 'TOO_MANY_ATTEMPTS' ? answer.retryAfterSeconds : undefined;
    // A failure may pass (a network blip): the next drawing of the form asks again.
    if (answer.status !== 200 && answer.status !== 202 && wait === undefined) this.asked.delete(signItemId);
    const code = (answer.body as { code?: unknown } | undefined)?.code;
    if (answer.status === 200) {
      box.textContent = typeof code === 'string' ? code : t('deviceUnavailable');
      return;
    }
    if (answer.status !== 202 && wait === undefined) {
      box.textContent = t('deviceUnavailable');
      return;
    }
    box.previousElementSibling?.remove();
    box.className = '';
    box.setAttribute('role', 'status');
    box.textContent =
      wait === undefined
        ? t(asked.again ? 'deviceSentAgain' : 'deviceSent')
        : t('deviceWait', { time: clockTime(asked.at + wait * 1000, language) });
    box.parentElement?.querySelector('.resend')?.remove();
    const resend = h(
      'button',
      {
        type: 'button',
        class: 'secondary resend',
        onClick: () => {
          this.ask(signItemId, true);
          void this.show(signItemId, box, t, language);
        },
      },
      t('deviceResend'),
    );
    box.after(resend);
  }

  private ask(signItemId: string, again: boolean): Asked {
    const asked = { answer: bankFetch('POST', this.pathOf(signItemId)), at: Date.now(), again };
    this.asked.set(signItemId, asked);
    return asked;
  }
}
