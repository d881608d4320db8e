import * as v from 'valibot';
import type { Environment } from '../../application/environment';
import type { BankHttpClient } from '../http/bank-http-client';

const startAnswer = v.object({
  oidc_authz_url: v.optional(v.string()),
  oidc: v.optional(v.object({ authzUrl: v.optional(v.string()) })),
});

const authorizeAnswer = v.object({
  authorizeResponse: v.object({ code: v.pipe(v.string(), v.minLength(1)), state: v.string() }),
});

type SessionEnvironment = Pick<Environment, 'productPrefixes' | 'brandAbbreviation'>;

/**
 * Section 4, "Authorisation session": on a 401 the user session is started again — the
 * authorize URL from the start answer, `amr_values` posted to it, the OIDC callback with its
 * code and state. Any other failure ends the session and runs the session check (which sends
 * the customer to login). Calls that fail together share one renewal.
 */
export class AuthorisationSession {
  private running: Promise<boolean> | undefined;

  constructor(
    private readonly http: BankHttpClient,
    private readonly environment: SessionEnvironment,
    private readonly origin: () => string,
    private readonly afterFailure: () => Promise<void>,
  ) {}

  renew(): Promise<boolean> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<boolean> {
    if (await this.authorise()) return true;
    await this.afterFailure();
    return false;
  }

  private async authorise(): Promise<boolean> {
    const en = this.environment.productPrefixes.en;
    const start = await this.http.exchange({ method: 'GET', path: `/${en}/apis/user-session/v1/start` });
    if (!start.ok) return false;
    if (start.value.ok) return true;
    if (start.value.status !== 401) return false;
    const url = this.sameOrigin(authorizeUrlOf(start.value.body));
    if (!url) return false;

    const amr = `urn:nl:${this.environment.brandAbbreviation}:ciso:authentication:customer:method:msec:session`;
    const authorized = await this.http.exchange({ method: 'POST', path: url, form: { amr_values: amr } });
    if (!authorized.ok || !authorized.value.ok) return false;
    const answer = v.safeParse(authorizeAnswer, authorized.value.body);
    if (!answer.success) return false;

    const { code, state } = answer.output.authorizeResponse;
    const callback = await this.http.exchange({
      method: 'POST',
      path: `/${en}/apis/pa/oidc/cb`,
      query: { code, state },
    });
    return callback.ok && callback.value.ok;
  }

  /** The authorize URL comes from a response body: it is followed only on this origin. */
  private sameOrigin(url: string | undefined): string | undefined {
    if (!url) return undefined;
    try {
      const origin = this.origin();
      const resolved = new URL(url, origin);
      return resolved.origin === new URL(origin).origin ? resolved.href : undefined;
    } catch {
      return undefined;
    }
  }
}

function authorizeUrlOf(body: unknown): string | undefined {
  const parsed = v.safeParse(startAnswer, body);
  return parsed.success ? (parsed.output.oidc_authz_url ?? parsed.output.oidc?.authzUrl) : undefined;
}
