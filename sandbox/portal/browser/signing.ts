import { formatDisplayDate, formatEuro, formatIban, localeOf, type IsoDate, type Language } from '../../../domain/index';
import { bankFetch, codeOf, type BankAnswer } from './bank-fetch';
import { config } from './config';
import { adoptStyles, defineOnce, emit, h } from './dom';
import { SIGNING_CSS } from './signing-styles';
import { signingText } from './signing-texts';
import { languageFor } from './texts';

/** The contract with the app (adapters/browser/portal-signing.ts): what it hands over, what comes back. */
type SignRequestItem = { readonly adapterId: string; readonly signItemId: string };
type SignItem = {
  readonly signItemId: string;
  readonly adapterId: string;
  readonly status: 'PENDING' | 'SIGNED' | 'LOCKED' | 'WITHDRAWN';
  readonly operationType: string;
  readonly card: { readonly maskedPan: string; readonly accountId: string; readonly cardHolder: string };
  readonly change: {
    readonly limitType: 'ECOM' | 'POS' | 'ATM';
    readonly oldValue?: number;
    readonly newValue?: number;
    readonly startDate?: string;
    readonly endDate?: string;
    readonly oldStartDate?: string;
    readonly oldEndDate?: string;
  };
  readonly attemptsLeft: number;
  /** Present while the customer's signing is blocked after too many wrong codes in a row. */
  readonly signingBlockedForSeconds?: number;
};

export const SIGNING_EVENTS = { signed: 'signing-success', sentLater: 'signing-send-later' } as const;
const CODE = /^\d{6}$/;

const isRequestItem = (item: unknown): item is SignRequestItem =>
  typeof (item as SignRequestItem)?.adapterId === 'string' && typeof (item as SignRequestItem)?.signItemId === 'string' && (item as SignRequestItem).signItemId !== '';

/** The operation, from the operationType pattern of section 3 (changedDefault…, newTemporary…, …). */
function operationOf(operationType: string): 'changeDefault' | 'createTemporary' | 'changeTemporary' | 'deleteTemporary' {
  if (operationType.startsWith('newTemporary')) return 'createTemporary';
  if (operationType.startsWith('changedTemporary')) return 'changeTemporary';
  if (operationType.startsWith('deletedTemporary')) return 'deleteTemporary';
  return 'changeDefault';
}

/**
 * The portal's signing widget (section 2.8), the custom element `{abbrev}-signing`: property
 * `items` ([{ adapterId, signItemId }]), attribute `sign-later` (offers "Sign later"), optional
 * `language` (else the page's). For each item it shows exactly what is signed (PSD2 dynamic
 * linking: card, account, limit, old and new value, dates), asks for the confirmation code (the
 * sandbox shows it, standing in for the bank's app) and signs it. Emits `signing-success` when
 * every item is signed, `signing-send-later` when the customer postpones (or closes after a
 * refusal that leaves nothing to sign); both bubble out of the shadow root, with
 * `detail.signItems`.
 */
class SigningWidget extends HTMLElement {
  static readonly observedAttributes = ['sign-later', 'language'];
  private readonly root: ShadowRoot;
  private requested: readonly SignRequestItem[] = [];
  private index = 0;
  private current: SignItem | undefined;
  private signed: { adapterId: string; signItemId: string; operationType: string }[] = [];
  private loading = 0;
  /** Each item's code is asked for once: the form is drawn again after every wrong code, and where the code goes out by SMS it must not be sent again each time. */
  private deviceAnswers = new Map<string, Promise<BankAnswer>>();

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.root, SIGNING_CSS);
  }

  get items(): readonly SignRequestItem[] {
    return this.requested;
  }

  set items(items: unknown) {
    this.requested = Array.isArray(items) && items.every(isRequestItem) ? items.map(({ adapterId, signItemId }) => ({ adapterId, signItemId })) : [];
    this.index = 0;
    this.signed = [];
    if (this.isConnected) void this.load();
  }

  connectedCallback(): void {
    void this.load();
  }

  attributeChangedCallback(): void {
    if (this.isConnected && this.current) this.showItem(this.current);
  }

  private get language(): Language {
    return languageFor(this);
  }

  private t(key: Parameters<typeof signingText>[1], values: Record<string, string | number> = {}): string {
    return signingText(this.language, key, { brand: config.brandName, ...values });
  }

  private path(signItemId: string, rest = ''): string {
    return `${config.apiPrefix}/apis/signing/v1/sign-items/${encodeURIComponent(signItemId)}${rest}`;
  }

  private async load(): Promise<void> {
    const run = ++this.loading;
    const requested = this.requested[this.index];
    this.current = undefined;
    this.frame([h('p', { role: 'status' }, this.t('signingLoading'))], false);
    if (!requested) return this.finish('notFound');
    const answer = await bankFetch('GET', this.path(requested.signItemId));
    if (run !== this.loading) return;
    if (answer.status !== 200) return this.finish(refusalKey(answer.status, codeOf(answer.body)));
    const item = answer.body as SignItem;
    // The item must be the one the change answered (sourceId = adapterId), or nothing is signed.
    if (item.adapterId !== requested.adapterId || item.signItemId !== requested.signItemId) return this.finish('mismatch');
    if (item.status === 'SIGNED') return this.finish('alreadySigned', item);
    const blocked = item.signingBlockedForSeconds === undefined ? undefined : this.blockedText(item.signingBlockedForSeconds);
    if (item.status === 'LOCKED') return this.finish('locked', undefined, blocked);
    if (item.status === 'WITHDRAWN') return this.finish('cardChanged');
    if (blocked) return this.finish('blocked', undefined, blocked);
    this.current = item;
    this.showItem(item);
    this.focusHeading();
  }

  /** The widget's frame: heading, progress, and the state's content. */
  private frame(content: Node[], withProgress = true): void {
    const total = this.requested.length;
    this.root.replaceChildren(
      h(
        'section',
        { class: 'widget', lang: this.language, 'aria-labelledby': 'signing-title' },
        h('h2', { id: 'signing-title', tabindex: '-1' }, this.t('signingTitle')),
        withProgress && total > 1 ? h('p', { class: 'progress' }, this.t('signingProgress', { current: this.index + 1, total })) : null,
        ...content,
      ),
    );
  }

  private showItem(item: SignItem, error?: string): void {
    const codeBox = h('p', { class: 'code' }, '');
    const input = h('input', {
      id: 'code',
      name: 'code',
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '6',
      spellcheck: 'false',
      'aria-describedby': error ? 'code-error code-hint' : 'code-hint',
      'aria-invalid': error ? 'true' : undefined,
    });
    const submit = h('button', { type: 'submit', class: 'primary' }, this.t('sign'));
    const buttons = h('div', { class: 'buttons' }, submit);
    if (this.hasAttribute('sign-later')) {
      buttons.append(h('button', { type: 'button', class: 'secondary', onClick: () => this.sendLater() }, this.t('signLater')));
    }
    const form = h(
      'form',
      { novalidate: true, onSubmit: (event) => (event.preventDefault(), void this.sign(item, input, submit)) },
      error ? this.errorSummary(error, input) : null,
      h(
        'div',
        { class: error ? 'field invalid' : 'field' },
        h('label', { for: 'code' }, this.t('codeLabel')),
        h('p', { id: 'code-hint', class: 'hint' }, this.t('codeHint')),
        error ? h('p', { id: 'code-error', class: 'error' }, error) : null,
        input,
      ),
      buttons,
    );
    this.frame([this.summaryOf(item), h('div', { class: 'device', role: 'note' }, h('p', {}, this.t('deviceNote')), codeBox), form]);
    void this.showDeviceCode(item, codeBox);
  }

  /** PSD2 dynamic linking: the customer sees exactly what the code signs. */
  private summaryOf(item: SignItem): HTMLElement {
    const locale = localeOf(this.language);
    const { change, card } = item;
    const rows: [string, string][] = [
      [this.t('card'), `•••• ${card.maskedPan} · ${card.cardHolder}`],
      [this.t('account'), formatIban(card.accountId)],
      [this.t('limit'), this.t(change.limitType)],
      [this.t('change'), this.t(operationOf(item.operationType))],
    ];
    if (change.oldValue !== undefined) rows.push([this.t('oldValue'), formatEuro(change.oldValue, locale)]);
    if (change.newValue !== undefined) rows.push([this.t('newValue'), formatEuro(change.newValue, locale)]);
    if (change.oldStartDate && change.oldEndDate) rows.push([this.t('oldPeriod'), this.period(change.oldStartDate, change.oldEndDate)]);
    if (change.startDate && change.endDate) rows.push([this.t('period'), this.period(change.startDate, change.endDate)]);
    return h('dl', {}, ...rows.flatMap(([term, value]) => [h('dt', {}, term), h('dd', {}, value)]));
  }

  private period(start: string, end: string): string {
    return this.t('periodText', { start: displayDate(start), end: displayDate(end) });
  }

  /**
   * The demo plays the bank's app: it shows the code the app would show on the phone. Where the
   * code goes out on a channel of its own (202), the widget only says it is on its way.
   */
  private async showDeviceCode(item: SignItem, box: HTMLElement): Promise<void> {
    let asked = this.deviceAnswers.get(item.signItemId);
    if (!asked) {
      asked = bankFetch('GET', this.path(item.signItemId, '/device-code'));
      this.deviceAnswers.set(item.signItemId, asked);
    }
    const answer = await asked;
    // A failure may pass (a network blip): the next drawing of the form asks again.
    if (answer.status !== 200 && answer.status !== 202) this.deviceAnswers.delete(item.signItemId);
    const code = (answer.body as { code?: unknown } | undefined)?.code;
    if (answer.status === 202) {
      box.previousElementSibling?.remove();
      box.className = '';
      box.textContent = this.t('deviceSent');
      return;
    }
    box.textContent = answer.status === 200 && typeof code === 'string' ? code : this.t('deviceUnavailable');
  }

  private errorSummary(message: string, input: HTMLInputElement): HTMLElement {
    return h(
      'div',
      { class: 'summary', tabindex: '-1', 'aria-labelledby': 'summary-title' },
      h(
        'div',
        { role: 'alert' },
        h('h3', { id: 'summary-title' }, this.t('errorSummaryTitle')),
        h('ul', {}, h('li', {}, h('a', { href: '#code', onClick: (event) => (event.preventDefault(), input.focus()) }, message))),
      ),
    );
  }

  private async sign(item: SignItem, input: HTMLInputElement, submit: HTMLButtonElement): Promise<void> {
    const code = input.value.replace(/\s/g, '');
    if (!CODE.test(code)) return this.showError(item, this.t(code === '' ? 'codeMissing' : 'codeFormat'));
    submit.disabled = true;
    const answer = await bankFetch('POST', this.path(item.signItemId, '/signature'), { code });
    if (answer.status === 200) {
      this.signed.push({ adapterId: item.adapterId, signItemId: item.signItemId, operationType: item.operationType });
      this.index += 1;
      if (this.index < this.requested.length) return this.load();
      this.frame([h('p', { class: 'status', role: 'status' }, this.t('signed'))]);
      return emit(this, SIGNING_EVENTS.signed, { signItems: this.signed });
    }
    const refusal = codeOf(answer.body);
    // Blocked now (this was the fifth wrong code in a row, or it was already): the item says until when.
    if (refusal === 'SIGNING_BLOCKED') return this.load();
    if (refusal === 'SIGNATURE_INVALID') {
      const attemptsLeft = Math.max(0, item.attemptsLeft - 1);
      this.current = { ...item, attemptsLeft };
      return this.showError(this.current, this.t('codeWrong', { attempts: attemptsLeft }));
    }
    const key = refusalKey(answer.status, refusal);
    // A network or server failure leaves the item as it was: the customer may simply try again.
    if (key === 'failed') return this.showError(item, this.t('failed'));
    this.finish(key, refusal === 'SIGN_ITEM_ALREADY_SIGNED' ? item : undefined);
  }

  private showError(item: SignItem, message: string): void {
    this.showItem(item, message);
    (this.root.querySelector('.summary') as HTMLElement | null)?.focus();
  }

  /** PSD2 RTS art. 4(4): the customer learns that signing is blocked, and from when it works again. */
  private blockedText(seconds: number): string {
    const time = new Intl.DateTimeFormat(localeOf(this.language), { hour: '2-digit', minute: '2-digit' }).format(new Date(Date.now() + seconds * 1000));
    return this.t('blocked', { time });
  }

  /** A state with nothing (more) to sign: the message (`text` instead of the key's, when given), and the one way on. */
  private finish(key: Parameters<typeof signingText>[1], signedElsewhere?: SignItem, text?: string): void {
    if (signedElsewhere) this.signed.push({ adapterId: signedElsewhere.adapterId, signItemId: signedElsewhere.signItemId, operationType: signedElsewhere.operationType });
    const done = signedElsewhere !== undefined && this.index === this.requested.length - 1;
    const next = signedElsewhere && !done;
    const button = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        onClick: () => {
          if (next) {
            this.index += 1;
            return void this.load();
          }
          if (done) return emit(this, SIGNING_EVENTS.signed, { signItems: this.signed });
          this.sendLater();
        },
      },
      this.t(signedElsewhere ? 'continue' : 'close'),
    );
    const messages = key === 'blocked' && text ? [text] : [this.t(key), ...(text ? [text] : [])];
    this.frame([h('div', { class: 'summary', role: 'alert' }, ...messages.map((message) => h('p', {}, message))), h('div', { class: 'buttons' }, button)]);
    this.focusHeading();
  }

  private sendLater(): void {
    emit(this, SIGNING_EVENTS.sentLater, { signItems: this.requested.slice(this.index) });
  }

  private focusHeading(): void {
    (this.root.getElementById('signing-title') as HTMLElement | null)?.focus();
  }
}

/**
 * The bank's dates as the customer reads them (section 9: dd-mm-yyyy). Not the domain's
 * `formatServerDate`: its full date check would bring the Temporal polyfill into the widget.
 */
const displayDate = (text: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDisplayDate(text as IsoDate) : '-');

function refusalKey(status: number, code: string | undefined): Parameters<typeof signingText>[1] {
  if (code === 'SIGN_ITEM_LOCKED') return 'locked';
  if (code === 'SIGN_ITEM_ALREADY_SIGNED') return 'alreadySigned';
  if (code === 'SIGN_ITEM_NOT_FOUND' || status === 404) return 'notFound';
  if (code === 'SUBJECT_NOT_ALLOWED' || status === 403) return 'notAllowed';
  // The card's state or the rules refuse the change now (it was checked again at signing, and withdrawn).
  if (status === 400 || status === 409 || status === 422) return 'cardChanged';
  return 'failed';
}

defineOnce(`${config.brandAbbreviation}-signing`, SigningWidget);
