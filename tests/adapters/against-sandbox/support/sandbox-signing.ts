import { fail, ok, parseErrorBody, serviceError, type Result, type ServiceError } from '../../../../domain/index';
import type { Signing, SigningOutcome, SigningRequest } from '../../../../application/ports/signing';
import { pendingSignItems, signingPath, type Browser } from '../../../sandbox/support/bank-client';

/**
 * The portal's signing widget as a customer in front of it uses it: the app has no HTTP
 * signing port (the widget is the portal's), so this opens each item the app hands over on the
 * sandbox's signing API, reads the confirmation code the sandbox shows the customer and signs
 * with it — or chooses "sign later". The item must be the one the bank issued: its
 * `adapterId` must be the item's `sourceId`.
 */
export class SandboxSigning implements Signing {
  readonly requests: SigningRequest[] = [];
  decision: SigningOutcome = 'signed';

  constructor(
    private readonly url: string,
    private readonly customer: Browser,
  ) {}

  async open(request: SigningRequest): Promise<Result<SigningOutcome, ServiceError>> {
    this.requests.push(request);
    if (this.decision === 'sentLater') return ok('sentLater');
    const codes = await pendingSignItems(this.url);
    for (const item of request.items) {
      const shown = await this.customer.get(`${signingPath}/${encodeURIComponent(item.signItemId)}`);
      if (shown.status !== 200) return fail(parseErrorBody(shown.body, { originalError: { status: shown.status } }));
      if (shown.body.adapterId !== item.adapterId)
        return fail(serviceError('RESPONSE_INVALID', { originalError: { shown: shown.body, item } }));
      const code = codes.find((pending) => pending.signItemId === item.signItemId)?.code;
      const signed = await this.customer.send(
        'POST',
        `${signingPath}/${encodeURIComponent(item.signItemId)}/signature`,
        { body: { code } },
      );
      if (signed.status !== 200) return fail(parseErrorBody(signed.body, { originalError: { status: signed.status } }));
    }
    return ok('signed');
  }
}
