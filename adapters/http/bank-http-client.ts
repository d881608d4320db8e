import { safeParse, unknown } from 'valibot';
import { fail, ok, parseErrorBody, serviceError, type Result, type ServiceError } from '../../domain/index';
import { abortedError } from '../../application/errors/aborted';
import { readResponse, UNPARSED, type BankResponse } from './bank-response';
import { outlivesScreen, type BankRequest, type ReadRequest } from './bank-request';
import { wireRequest } from './wire-request';

export type BankHttpOptions = {
  /** '' in the browser (same origin); the sandbox's URL in tests. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** `{token}` of X-XSRF-HEADER (section 4, "Wrapped requests"). */
  readonly xsrfToken: string;
  readonly timeoutMs: number;
  /** Aborted when the customer leaves the screen the call was made for. */
  readonly screenSignal: () => AbortSignal | undefined;
  /** Section 4's authorisation-session flow; true when the session was renewed. */
  readonly reauthorise: () => Promise<boolean>;
  /** Told the status of every answer (the session's idle time restarts with each) but the logout's. */
  readonly answered?: (status: number) => void;
};

type Stop = 'timeout' | 'navigation';

const ANY_ANSWER = unknown();

/**
 * The one way to the bank (section 7, "Common to all requests"): same-origin credentials,
 * JSON in and out, X-XSRF-HEADER, timeouts and aborts, and every failure — transport, status,
 * body — as a ServiceError. A 401 runs the authorisation flow and retries exactly once.
 */
export class BankHttpClient {
  /** Renewals that succeeded: a 401 to a call sent before one of them needs no renewal of its own. */
  private renewals = 0;

  constructor(private readonly options: BankHttpOptions) {}

  /** A wrapped call whose answer is validated. */
  async request<T>(request: ReadRequest<T>): Promise<Result<T, ServiceError>> {
    const renewalsWhenSent = this.renewals;
    let answer = await this.exchange(request);
    if (answer.ok && answer.value.status === 401 && (await this.renewedSince(renewalsWhenSent))) {
      answer = await this.exchange(request);
    }
    if (!answer.ok) return answer;
    const response = answer.value;
    if (!response.ok) return fail(errorOf(response));
    if (response.unreadable) return fail(invalidAnswer(response, 'unreadable body'));
    const parsed = safeParse(request.answer, response.body);
    return parsed.success ? ok(parsed.output) : fail(invalidAnswer(response, parsed.issues));
  }

  /** A wrapped call whose OK answer the caller reads itself, with a domain parser (the card history). */
  requestBody(request: BankRequest): Promise<Result<unknown, ServiceError>> {
    return this.request({ ...request, answer: ANY_ANSWER });
  }

  /**
   * Calls refused together share one renewal even when a refusal arrives after that renewal
   * ended (a slow answer): it is retried with the renewal made since it was sent.
   */
  private async renewedSince(renewalsWhenSent: number): Promise<boolean> {
    if (this.renewals !== renewalsWhenSent) return true;
    const renewed = await this.options.reauthorise();
    if (renewed && this.renewals === renewalsWhenSent) this.renewals += 1;
    return renewed;
  }

  /** One attempt, with no 401 handling: fails only when no answer arrived. */
  async exchange(request: BankRequest): Promise<Result<BankResponse, ServiceError>> {
    const controller = new AbortController();
    let stop: Stop | undefined;
    const abort = (reason: Stop) => {
      stop ??= reason;
      controller.abort();
    };
    const screen = outlivesScreen(request) ? undefined : this.options.screenSignal();
    const onLeave = () => abort('navigation');
    if (screen?.aborted) return fail(abortedError());
    screen?.addEventListener('abort', onLeave, { once: true });
    const timer = setTimeout(() => abort('timeout'), this.options.timeoutMs);
    try {
      const { url, init } = wireRequest(request, this.options);
      const response = await this.options.fetch(url, { ...init, signal: controller.signal });
      if (!request.endsSession) this.options.answered?.(response.status);
      return ok(await readResponse(response));
    } catch (cause) {
      if (stop === 'navigation') return fail(abortedError());
      if (stop === 'timeout') return fail(serviceError('REQUEST_TIMEOUT', { originalError: cause }));
      return fail(serviceError('NETWORK_UNAVAILABLE', { originalError: cause }));
    } finally {
      clearTimeout(timer);
      screen?.removeEventListener('abort', onLeave);
    }
  }
}

/** Section 7: non-OK bodies become a ServiceError by the domain's parser. */
function errorOf(response: BankResponse): ServiceError {
  const originalError = { status: response.status };
  if (response.unreadable) return invalidAnswer(response, 'unreadable error body');
  const parsed = parseErrorBody(response.body === UNPARSED ? undefined : response.body, { originalError });
  // A 401 that names nothing is still a refusal to the customer, not a technical fault.
  const error =
    response.status === 401 && parsed.code === 'serviceError'
      ? serviceError('SUBJECT_UNAUTHENTICATED', { originalError })
      : parsed;
  return error.traceId === undefined && response.traceId ? { ...error, traceId: response.traceId } : error;
}

function invalidAnswer(response: BankResponse, problem: unknown): ServiceError {
  return serviceError('RESPONSE_INVALID', {
    originalError: { status: response.status, problem },
    ...(response.traceId ? { traceId: response.traceId } : {}),
  });
}
