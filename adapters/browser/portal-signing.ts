import { fail, ok, serviceError, type Result, type ServiceError } from '../../domain/index';
import { abortedError } from '../../application/errors/aborted';
import type { Signing, SigningOutcome, SigningRequest } from '../../application/ports/signing';
import type { ScriptLoader } from './portal-script-loader';

/**
 * The contract with the portal's signing script (section 2.8): it defines the custom element
 * `{brand-abbrev}-signing`, which takes `items` ([{ adapterId, signItemId }]) as a property and
 * `sign-later` as an attribute, and emits the bubbling events below.
 */
export const SIGNING_EVENTS = { signed: 'signing-success', sentLater: 'signing-send-later' } as const;
export const signingElementName = (brandAbbreviation: string): string => `${brandAbbreviation}-signing`;

export class PortalSigning implements Signing {
  constructor(
    private readonly loader: ScriptLoader,
    private readonly document: Document,
    private readonly options: { readonly script: string; readonly brandAbbreviation: string },
  ) {}

  async open(request: SigningRequest): Promise<Result<SigningOutcome, ServiceError>> {
    const loaded = await this.loader.load(this.options.script, 'module');
    if (!loaded.ok) return loaded;
    const host = request.host as Element;
    if (typeof host?.append !== 'function') return fail(serviceError('REQUEST_INVALID'));
    if (request.signal?.aborted) return fail(abortedError());

    const widget = this.document.createElement(signingElementName(this.options.brandAbbreviation)) as HTMLElement & {
      items?: unknown;
    };
    widget.items = request.items.map((item) => ({ ...item }));
    if (request.signLater) widget.setAttribute('sign-later', '');
    host.append(widget);

    return new Promise((resolve) => {
      const finish = (result: Result<SigningOutcome, ServiceError>) => {
        widget.removeEventListener(SIGNING_EVENTS.signed, onSigned);
        widget.removeEventListener(SIGNING_EVENTS.sentLater, onLater);
        request.signal?.removeEventListener('abort', onAbort);
        widget.remove();
        resolve(result);
      };
      const onSigned = () => finish(ok('signed'));
      const onLater = () => finish(ok('sentLater'));
      const onAbort = () => finish(fail(abortedError()));
      widget.addEventListener(SIGNING_EVENTS.signed, onSigned);
      widget.addEventListener(SIGNING_EVENTS.sentLater, onLater);
      request.signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
