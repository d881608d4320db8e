/** @jest-environment jsdom */
import './support/portal-config-global';
import '../../sandbox/portal/browser/signing';
import { waitFor, within } from '@testing-library/dom';
import { LANGUAGES, type Language } from '../../domain/index';
import { signingText, type SigningTextKey } from '../../sandbox/portal/browser/signing-texts';
import { anItem, refusal, scriptedSigningBank, THE_CODE, type Scripted } from './support/scripted-signing-bank';

/**
 * The portal's signing widget (sandbox/portal/browser/signing.ts) in jsdom, against a scripted
 * bank: what a failed attempt leaves in the code field, and where a failure is said. Found
 * walking the widget: every failure emptied the field, and a bank failure was shown as an error
 * in the code (the field marked invalid, an error summary linking to it). Now a code the bank
 * refused clears (it is spent), anything else keeps what was typed, and the bank's failure is
 * said beside Try again. A device code the bank failed to give took the code's own place,
 * styled as a code, with no way to ask again; now it is said the same way, with a Try again.
 */
let widget: HTMLElement;
afterEach(() => widget?.remove());

// A sign item of its own per test: the widget keeps each item's device code for the page (reading 100).
let itemId = 'tps-0';
let items = 0;
beforeEach(() => {
  itemId = `tps-${++items}`;
});
const bank = () => scriptedSigningBank(anItem({ signItemId: itemId }));

function open(language: Language): ShadowRoot {
  widget = document.createElement('dmb-signing');
  widget.setAttribute('language', language);
  widget.setAttribute('sign-later', '');
  (widget as unknown as { items: unknown }).items = [{ adapterId: 'source-1', signItemId: itemId }];
  document.body.append(widget);
  return widget.shadowRoot!;
}

const ready = async (root: ShadowRoot, code = THE_CODE) =>
  waitFor(() => expect(root.querySelector('.code')?.textContent).toBe(code));
const field = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('#code')!;
const primary = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('form button.primary')!;

async function attempt(root: ShadowRoot, typed: string): Promise<void> {
  field(root).value = typed;
  primary(root).click();
}

function signedEvents(): unknown[] {
  const seen: unknown[] = [];
  widget.addEventListener('signing-success', (event) => seen.push((event as CustomEvent).detail));
  return seen;
}

/** The code field as a customer meets it: value, invalid or not, and what it is described by. */
const codeField = (root: ShadowRoot) => ({
  value: field(root).value,
  invalid: field(root).getAttribute('aria-invalid'),
  describedBy: field(root).getAttribute('aria-describedby'),
  fieldError: root.querySelector('#code-error')?.textContent ?? null,
  errorSummary: root.querySelector('.summary') !== null,
});

const BANK_FAILURES: [string, Scripted[]][] = [
  ['a 500', [{ status: 500, body: { errors: [{ code: 'INTERNAL_SERVER_ERROR' }] } }]],
  ['a 503 with no body', [{ status: 503 }]],
  ['no connection', ['network']],
  ['an empty 200 (nothing signed)', [{ status: 200 }]],
];

describe.each(LANGUAGES)('the signing widget (%s)', (language) => {
  const t = (key: SigningTextKey, values?: Record<string, string | number>) =>
    signingText(language, key, { brand: 'Demo Bank', ...values });

  describe.each(BANK_FAILURES)('when the bank fails the signature with %s', (_, failure) => {
    it('keeps the code as typed, not marked wrong, says the failure beside the buttons, and Try again sends it again', async () => {
      const scripted = bank();
      scripted.next.signature.push(...failure);
      const root = open(language);
      await ready(root);
      const signed = signedEvents();
      await attempt(root, THE_CODE);

      const notice = await within(root as unknown as HTMLElement).findByRole('alert');
      expect(notice.textContent).toBe(t('signFailed'));
      expect(codeField(root)).toEqual({
        value: THE_CODE,
        invalid: null,
        describedBy: 'code-hint',
        fieldError: null,
        errorSummary: false,
      });
      // Beside the buttons, and focused, so a keyboard user is where Try again is.
      const failureBox = root.querySelector('form .failure')!;
      expect(failureBox.nextElementSibling?.className).toBe('buttons');
      expect(root.activeElement).toBe(failureBox);
      expect(primary(root).textContent).toBe(t('tryAgain'));
      expect(primary(root).getAttribute('aria-describedby')).toBe(notice.id);
      expect(root.querySelector('form button.secondary')?.textContent).toBe(t('signLater'));

      primary(root).click();
      await waitFor(() => expect(signed).toHaveLength(1));
      expect(scripted.signatures().map((call) => call.body)).toEqual([{ code: THE_CODE }, { code: THE_CODE }]);
    });
  });

  it('a 409 that left the item waiting is the bank’s failure too: the code stays, Try again', async () => {
    const scripted = bank();
    scripted.next.signature.push(refusal(409, 'LIMIT_CHANGE_CONFLICT'));
    const root = open(language);
    await ready(root);
    await attempt(root, THE_CODE);
    await waitFor(() => expect(root.querySelector('form .failure')?.textContent).toBe(t('signFailed')));
    expect(codeField(root).value).toBe(THE_CODE);
    expect(codeField(root).invalid).toBeNull();
    expect(primary(root).textContent).toBe(t('tryAgain'));
  });

  it('a wrong code the bank refused clears the field (it is spent) and is said on the field, with the attempts left', async () => {
    bank();
    const root = open(language);
    await ready(root);
    await attempt(root, '111111');
    await waitFor(() => expect(root.querySelector('#code-error')).not.toBeNull());
    const message = t('codeWrong', { attempts: 2 });
    expect(codeField(root)).toEqual({
      value: '',
      invalid: 'true',
      describedBy: 'code-error code-hint',
      fieldError: message,
      errorSummary: true,
    });
    expect(root.querySelector('.summary [role="alert"] a')?.textContent).toBe(message);
    expect(root.activeElement).toBe(root.querySelector('.summary'));
    expect(root.querySelector('.failure')).toBeNull();
    expect(primary(root).textContent).toBe(t('sign'));
  });

  it.each([
    ['too short', '12345', 'codeFormat'],
    ['with a letter', '12345x', 'codeFormat'],
  ] as const)('a code %s is said on the field and stays as typed, to be put right', async (_, typed, key) => {
    const scripted = bank();
    const root = open(language);
    await ready(root);
    await attempt(root, typed);
    expect(codeField(root)).toEqual({
      value: typed,
      invalid: 'true',
      describedBy: 'code-error code-hint',
      fieldError: t(key),
      errorSummary: true,
    });
    expect(scripted.signatures()).toEqual([]);
  });

  it('after a bank failure, a wrong code is said on the field again, and Sign is Sign again', async () => {
    const scripted = bank();
    scripted.next.signature.push({ status: 500 });
    const root = open(language);
    await ready(root);
    await attempt(root, THE_CODE);
    await waitFor(() => expect(primary(root).textContent).toBe(t('tryAgain')));
    await attempt(root, '111111');
    await waitFor(() => expect(codeField(root).fieldError).toBe(t('codeWrong', { attempts: 2 })));
    expect(root.querySelector('.failure')).toBeNull();
    expect(primary(root).textContent).toBe(t('sign'));
  });

  describe('the device code (the bank’s app, played by the widget)', () => {
    it.each([
      ['a 500', { status: 500 } as Scripted],
      ['no connection', 'network' as Scripted],
      ['a 200 without a code', { status: 200, body: {} } as Scripted],
    ])(
      'that the bank fails to give (%s) is said as an alert with Try again, not in the code’s place',
      async (_, failure) => {
        const scripted = bank();
        scripted.next.deviceCode.push(failure);
        const root = open(language);
        const device = () => root.querySelector('.device')!;
        const alert = await waitFor(() => within(device() as HTMLElement).getByRole('alert'));
        expect(alert.textContent).toBe(t('deviceUnavailable'));
        expect(device().querySelector('.code')).toBeNull();
        expect(device().textContent).not.toContain(t('deviceNote'));
        const retry = within(device() as HTMLElement).getByRole('button', { name: t('tryAgain') });
        expect(retry.getAttribute('aria-describedby')).toBe(alert.id);
        // Nothing about the code field: the customer may be typing a code that came another way.
        field(root).value = '13579';
        expect(codeField(root).invalid).toBeNull();

        retry.focus();
        retry.click();
        await ready(root);
        expect(device().querySelector('[role="alert"]')).toBeNull();
        expect(device().textContent).toContain(t('deviceNote'));
        // The button pressed is gone: focus goes to the code that replaced it, not to the page.
        expect(root.activeElement).toBe(device().querySelector('.code'));
        expect(field(root).value).toBe('13579');
        expect(scripted.calls.filter((call) => call.path.endsWith('/device-code'))).toHaveLength(2);
      },
    );

    it('sent to the phone (202): a resend the bank fails is said as an alert; Try again sends it again', async () => {
      const scripted = bank();
      scripted.next.deviceCode.push({ status: 202, body: { sentTo: 'console' } }, { status: 500 }, { status: 202 });
      const root = open(language);
      const device = () => within(root.querySelector('.device') as HTMLElement);
      await waitFor(() => expect(device().getByRole('status').textContent).toBe(t('deviceSent')));
      const resend = device().getByRole('button', { name: t('deviceResend') });
      resend.focus();
      resend.click();
      const alert = await device().findByRole('alert');
      expect(alert.textContent).toBe(t('deviceUnavailable'));
      // The button pressed is gone: focus is on the one that replaced it.
      const retry = device().getByRole('button', { name: t('tryAgain') });
      expect(root.activeElement).toBe(retry);
      retry.click();
      await waitFor(() => expect(device().getByRole('status').textContent).toBe(t('deviceSentAgain')));
      expect(device().queryByRole('alert')).toBeNull();
      expect(root.activeElement).toBe(device().getByRole('button', { name: t('deviceResend') }));
      expect(scripted.calls.filter((call) => call.path.endsWith('/device-code'))).toHaveLength(3);
    });
  });

  // Back and Forward onto the signing page (after a Save that led there) draw a new widget for the
  // same item: each return asked the bank for the code again, an SMS each time in the console
  // channel, towards the customer's five per ten minutes (reading 100).
  describe('drawn again for the same item (Back, then Forward onto the signing page)', () => {
    const deviceCodeCalls = (scripted: ReturnType<typeof bank>) =>
      scripted.calls.filter((call) => call.path.endsWith('/device-code'));
    const drawnAgain = (language: Language): ShadowRoot => {
      widget.remove();
      return open(language);
    };

    it('shows the code asked for before and does not ask the bank again', async () => {
      const scripted = bank();
      await ready(open(language));
      for (const _ of [1, 2, 3]) await ready(drawnAgain(language));
      expect(deviceCodeCalls(scripted)).toHaveLength(1);
    });

    it('sent to the phone (202): says it was sent, sends nothing more, and Send the code again still sends it', async () => {
      const scripted = bank();
      scripted.next.deviceCode.push({ status: 202, body: { sentTo: 'console' } }, { status: 202 });
      const says = (root: ShadowRoot, key: SigningTextKey) =>
        waitFor(() => expect(root.querySelector('.device [role="status"]')?.textContent).toBe(t(key)));
      await says(open(language), 'deviceSent');
      const root = drawnAgain(language);
      await says(root, 'deviceSent');
      expect(deviceCodeCalls(scripted)).toHaveLength(1);

      within(root.querySelector('.device') as HTMLElement)
        .getByRole('button', { name: t('deviceResend') })
        .click();
      await says(root, 'deviceSentAgain');
      expect(deviceCodeCalls(scripted)).toHaveLength(2);
    });

    it('asks again where the bank failed to give it', async () => {
      const scripted = bank();
      scripted.next.deviceCode.push({ status: 500 });
      const first = open(language);
      await waitFor(() =>
        expect(first.querySelector('.device [role="alert"]')?.textContent).toBe(t('deviceUnavailable')),
      );
      await ready(drawnAgain(language));
      expect(deviceCodeCalls(scripted)).toHaveLength(2);
    });
  });
});
