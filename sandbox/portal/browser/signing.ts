import type { Language } from '../../../domain/index';
import { bankFetch, codeOf } from './bank-fetch';
import { config } from './config';
import { adoptStyles, defineOnce, emit, h } from './dom';
import { SIGNING_CSS } from './signing-styles';
import {
  CODE,
  isRequestItem,
  refusalKey,
  signatureRefusal,
  signedAnswer,
  signedRecordOf,
  SIGNING_EVENTS,
  type SignedRecord,
  type SignItem,
  type SignRequestItem,
} from './signing-item';
import { signingText, type SigningTextKey } from './signing-texts';
import { DeviceCodes } from './signing-device-code';
import { blockedText, codeForm, endedView, summaryOf, widgetSection, type Shown, type WayOn } from './signing-views';
import { languageFor } from './texts';

/**
 * The portal's signing widget (section 2.8), `{abbrev}-signing`: property `items`
 * ([{ adapterId, signItemId }]), attribute `sign-later`, optional `language` (else the page's).
 * Each item shows exactly what is signed (PSD2 dynamic linking). Emits `signing-success` when
 * every item is signed, `signing-send-later` when the customer postpones (or closes after a
 * refusal that leaves nothing to sign); both bubble out of the shadow root with `detail.signItems`.
 */
class SigningWidget extends HTMLElement {
  static readonly observedAttributes = ['sign-later', 'language'];
  private readonly root: ShadowRoot;
  private requested: readonly SignRequestItem[] = [];
  private index = 0;
  private current: SignItem | undefined;
  private signed: SignedRecord[] = [];
  private loading = 0;
  private readonly deviceCodes = new DeviceCodes((signItemId) => this.path(signItemId, '/device-code'));

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.root, SIGNING_CSS);
  }

  get items(): readonly SignRequestItem[] {
    return this.requested;
  }

  set items(items: unknown) {
    this.requested =
      Array.isArray(items) && items.every(isRequestItem)
        ? items.map(({ adapterId, signItemId }) => ({ adapterId, signItemId }))
        : [];
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

  private t(key: SigningTextKey, values: Record<string, string | number> = {}): string {
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
    if (item.adapterId !== requested.adapterId || item.signItemId !== requested.signItemId)
      return this.finish('mismatch');
    if (item.status === 'SIGNED') return this.finish('alreadySigned', item);
    const blocked =
      item.signingBlockedForSeconds === undefined
        ? undefined
        : blockedText(item.signingBlockedForSeconds, this.t.bind(this), this.language);
    if (item.status === 'LOCKED') return this.finish('locked', undefined, blocked);
    if (item.status === 'WITHDRAWN') return this.finish('cardChanged');
    if (blocked) return this.finish('blocked', undefined, blocked);
    this.current = item;
    this.showItem(item);
    this.focusHeading();
  }

  /** The widget's frame: heading, progress, and the state's content. */
  private frame(content: Node[], withProgress = true): void {
    const progress = withProgress ? { current: this.index + 1, total: this.requested.length } : undefined;
    this.root.replaceChildren(widgetSection(this.language, this.t.bind(this), progress, content));
  }

  private showItem(item: SignItem, shown: Shown = {}): void {
    const t = this.t.bind(this);
    const device = h('div', { class: 'device', role: 'note' });
    const form = codeForm({
      ...shown,
      t,
      onSubmit: (input, submit) => void this.sign(item, input, submit),
      onLater: this.hasAttribute('sign-later') ? () => this.sendLater() : undefined,
    });
    this.frame([summaryOf(item, t, this.language), device, form]);
    void this.deviceCodes.show(item.signItemId, device, t, this.language);
  }

  private async sign(item: SignItem, input: HTMLInputElement, submit: HTMLButtonElement): Promise<void> {
    const typed = input.value;
    const code = typed.replace(/\s/g, '');
    if (!CODE.test(code))
      return this.showAgain(item, { value: typed, error: this.t(code === '' ? 'codeMissing' : 'codeFormat') });
    submit.disabled = true;
    const answer = await bankFetch('POST', this.path(item.signItemId, '/signature'), { code });
    // Only the bank's word that this item is signed counts: a 200 that says nothing is no signature.
    if (answer.status === 200 && signedAnswer(answer.body, item.signItemId)) {
      this.signed.push(signedRecordOf(item));
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
      // A refused code is spent: left in the field, one more Enter would spend another attempt on it.
      return this.showAgain(this.current, { error: this.t('codeWrong', { attempts: attemptsLeft }) });
    }
    const key = await signatureRefusal(answer.status, refusal, () => bankFetch('GET', this.path(item.signItemId)));
    // A network or server failure leaves the item as it was, and is not the customer's doing: the
    // code stays as typed and is not marked wrong, and Try again sends it again.
    if (key === 'failed') return this.showAgain(item, { value: typed, failure: this.t('signFailed') });
    this.finish(key, refusal === 'SIGN_ITEM_ALREADY_SIGNED' ? item : undefined);
  }

  /** The form again after an attempt, focused on what it says: the error summary, or the failure beside the buttons. */
  private showAgain(item: SignItem, shown: Shown): void {
    this.showItem(item, shown);
    (this.root.querySelector(shown.failure ? 'form .failure' : '.summary') as HTMLElement | null)?.focus();
  }

  /**
   * A state with nothing (more) to sign: the message (`text` instead of the key's, when given), and
   * the one way on; the item that could not be read (`failed`) may be asked for again.
   */
  private finish(key: SigningTextKey, signedElsewhere?: SignItem, text?: string): void {
    if (signedElsewhere) this.signed.push(signedRecordOf(signedElsewhere));
    const done = signedElsewhere !== undefined && this.index === this.requested.length - 1;
    const next = signedElsewhere && !done;
    const onWard = () => {
      if (next) {
        this.index += 1;
        return void this.load();
      }
      if (done) return emit(this, SIGNING_EVENTS.signed, { signItems: this.signed });
      this.sendLater();
    };
    const ways: WayOn[] = [{ label: this.t(signedElsewhere ? 'continue' : 'close'), onClick: onWard }];
    if (key === 'failed') ways.unshift({ label: this.t('tryAgain'), onClick: () => void this.load() });
    const messages = key === 'blocked' && text ? [text] : [this.t(key), ...(text ? [text] : [])];
    this.frame(endedView(messages, ways));
    this.focusHeading();
  }

  private sendLater(): void {
    emit(this, SIGNING_EVENTS.sentLater, { signItems: this.requested.slice(this.index) });
  }

  private focusHeading(): void {
    (this.root.getElementById('signing-title') as HTMLElement | null)?.focus();
  }
}

defineOnce(`${config.brandAbbreviation}-signing`, SigningWidget);
