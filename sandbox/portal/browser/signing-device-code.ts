import { bankFetch, type BankAnswer } from './bank-fetch';
import type { SigningTextKey } from './signing-texts';

type Translate = (key: SigningTextKey) => string;

/**
 * The demo plays the bank's app: it shows the code the app would show on the phone. Where the
 * code goes out on a channel of its own (202), the widget only says it is on its way. Each item's
 * code is asked for once: the form is drawn again after every wrong code, and where the code goes
 * out by SMS it must not be sent again each time.
 */
export class DeviceCodes {
  private readonly answers = new Map<string, Promise<BankAnswer>>();

  constructor(private readonly pathOf: (signItemId: string) => string) {}

  async show(signItemId: string, box: HTMLElement, t: Translate): Promise<void> {
    let asked = this.answers.get(signItemId);
    if (!asked) {
      asked = bankFetch('GET', this.pathOf(signItemId));
      this.answers.set(signItemId, asked);
    }
    const answer = await asked;
    // A failure may pass (a network blip): the next drawing of the form asks again.
    if (answer.status !== 200 && answer.status !== 202) this.answers.delete(signItemId);
    const code = (answer.body as { code?: unknown } | undefined)?.code;
    if (answer.status === 202) {
      box.previousElementSibling?.remove();
      box.className = '';
      box.textContent = t('deviceSent');
      return;
    }
    box.textContent = answer.status === 200 && typeof code === 'string' ? code : t('deviceUnavailable');
  }
}
