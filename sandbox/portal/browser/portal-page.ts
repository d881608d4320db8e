import { isSafeReturnPath } from '../../../domain/index';
import { config } from './config';

/**
 * The behaviour of the sandbox's portal pages that needs the browser (no inline scripts: a
 * strict CSP forbids them). Every page works without it; this only adds what the portal adds.
 */

/** The "to sign" page: the signing widget for one pending item, back to the list afterwards. */
async function mountSigning(host: HTMLElement): Promise<void> {
  const name = `${config.brandAbbreviation}-signing`;
  let items: unknown;
  try {
    items = JSON.parse(host.dataset.items ?? '[]');
  } catch {
    items = [];
  }
  // Set properties only once the element is defined, or they would shadow its own accessors.
  await customElements.whenDefined(name);
  const widget = document.createElement(name) as HTMLElement & { items?: unknown };
  widget.items = items;
  widget.setAttribute('sign-later', '');
  const done = host.dataset.doneHref;
  const leave = () => {
    if (isSafeReturnPath(done)) location.assign(done);
  };
  widget.addEventListener('signing-success', leave);
  widget.addEventListener('signing-send-later', leave);
  host.replaceChildren(widget);
}

type AddressChangeProcess = {
  bcNumber: string;
  callBackURL: string;
  contentSource: string;
  process: string;
  consumerId: string;
};

/** docs/application.md: the record the app keeps under `addressChangeProcess` before it sends the customer here. */
function addressChangeProcess(): AddressChangeProcess | undefined {
  try {
    const record = JSON.parse(
      sessionStorage.getItem('addressChangeProcess') ?? 'null',
    ) as Partial<AddressChangeProcess> | null;
    if (record?.process !== 'address' || typeof record.bcNumber !== 'string' || !/^\d{1,20}$/.test(record.bcNumber))
      return undefined;
    return typeof record.callBackURL === 'string' ? (record as AddressChangeProcess) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The personal-data page's address form: whose address (the record's bcNumber: the page is
 * asked for it), and where to return (the record's callBackURL, only a same-origin path).
 */
function prepareAddressChange(form: HTMLFormElement): void {
  const record = addressChangeProcess();
  if (!record) return;
  const url = new URL(location.href);
  if (record.bcNumber !== form.dataset.bcNumber && !url.searchParams.has('bc')) {
    url.searchParams.set('bc', record.bcNumber);
    return location.replace(url.href);
  }
  if (!isSafeReturnPath(record.callBackURL)) return;
  const field = form.elements.namedItem('callBackURL');
  if (field instanceof HTMLInputElement) field.value = record.callBackURL;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-callback-link]'))
    link.href = record.callBackURL;
  const forget = () => sessionStorage.removeItem('addressChangeProcess');
  form.addEventListener('submit', forget);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-callback-link]'))
    link.addEventListener('click', forget);
}

for (const host of document.querySelectorAll<HTMLElement>('[data-signing-host]')) void mountSigning(host);
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-address-change]')) prepareAddressChange(form);

/** GOV.UK's error summary: after a refused form, focus goes to the summary so it is read first. */
document.querySelector<HTMLElement>('[data-error-summary]')?.focus();

/** Help pages: "Open the chat" opens the chat client through its public API, as the app's contact block does. */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-chat-toggle]')) {
  button.addEventListener('click', () => {
    const chat = document.querySelector(`${config.brandAbbreviation}-chat-client`) as
      (Element & { toggle?: () => void }) | null;
    chat?.toggle?.();
  });
}
