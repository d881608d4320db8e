import * as v from 'valibot';
import {
  DEFAULT_ERROR_CODE,
  fail,
  ok,
  serviceError,
  type Language,
  type Result,
  type ServiceError,
} from '../../domain/index';
import type { Environment } from '../../application/environment';
import type { Navigation } from '../../application/ports/navigation';
import type { AuthLevel, Session, SessionFailure, SignOutReason } from '../../application/ports/session';
import type { SessionStore } from '../../application/ports/session-store';
import type { BankHttpClient } from '../http/bank-http-client';
import { sessionCheckRequest } from '../http/first-load-requests';
import type { CookieJar } from './cookie-jar';
import type { SessionActivity } from './session-activity';
import { carriesHandover } from './handover-parameters';
import { lifetimeEndOf } from './session-lifetime';
import { isOnLoginPath, loginRedirectUrl } from './login-redirect';

type SessionEnvironment = Pick<
  Environment,
  'productPrefixes' | 'brandAbbreviation' | 'serviceVersion' | 'loginPaths' | 'businessPrefixes' | 'analytics'
>;

export type PortalSessionDependencies = {
  readonly http: BankHttpClient;
  readonly environment: SessionEnvironment;
  readonly navigation: Navigation;
  readonly store: SessionStore;
  readonly cookies: CookieJar;
  readonly activity: Pick<SessionActivity, 'lastActivity'>;
  readonly language: () => Language;
  /** A login page other than the default one, when the portal names it. */
  readonly loginUrl?: string;
  /** This device's clock (the app's Clock), on which the session's absolute end is placed. */
  readonly now?: () => number;
};

const userInfo = v.object({ acr: v.string() });

/** Section 3: the last colon-separated segment of `acr` is an integer, the authLevel. */
export function authLevelOf(acr: string): AuthLevel | undefined {
  const last = acr.split(':').pop() ?? '';
  return /^\d+$/.test(last) ? Number(last) : undefined;
}

/** Section 7: `DELETE /{product-prefix-en}/api/csm/session/v1` ends the session; its answer does not matter. */
export async function endSession(
  http: BankHttpClient,
  environment: Pick<Environment, 'productPrefixes'>,
): Promise<void> {
  await http.exchange({
    method: 'DELETE',
    path: `/${environment.productPrefixes.en}/api/csm/session/v1`,
    endsSession: true,
  });
}

/** Section 4, "Session" and "Userinfo check", against the portal. */
export class PortalSession implements Session {
  private lifetimeEnd: number | undefined;

  constructor(private readonly deps: PortalSessionDependencies) {}

  async check(): Promise<Result<void, SessionFailure>> {
    const { navigation, environment } = this.deps;
    const address = navigation.current();
    // Issue 34: the handover's plan loads only with a handover's parameters, not with every first load.
    const plan = carriesHandover(address.search)
      ? (await import('./handover')).handoverPlan(address, environment.analytics.vendor)
      : ({ kind: 'none' } as const);
    if (plan.kind === 'removeCredentials') {
      navigation.reload(plan.url);
      return fail({ kind: 'redirecting', to: 'handover' });
    }
    if (plan.kind === 'handover') {
      await this.end();
      // Whatever the bank answers, the credentials leave the address; the check after the
      // reload sends the customer to login if the handover did not take.
      await this.deps.http.exchange({ method: 'PUT', path: '/session/sessionhandoverresponse', json: plan.payload });
      this.deps.cookies.set('AppOnDevice', 'true', { path: '/' });
      if (plan.segment !== undefined && plan.stored.length > 0)
        this.deps.store.keepHandoverParameters(plan.segment, plan.stored);
      navigation.reload(plan.url);
      return fail({ kind: 'redirecting', to: 'handover' });
    }
    const answer = await this.askSession();
    if (answer.ok && answer.value.ok) return ok(undefined);
    return this.toLogin(answer.ok ? serviceError('SUBJECT_UNAUTHENTICATED') : answer.error);
  }

  /**
   * "Stay signed in": the same call, which renews the idle time. Only a session the portal says
   * is gone (401) goes to login; a call that did not get through (no connection, a timeout, a
   * server fault) leaves the customer where they are, to try again while the session may well
   * still be alive — going to login then would throw away what they were doing.
   */
  async extend(): Promise<Result<void, SessionFailure>> {
    const answer = await this.askSession();
    if (answer.ok && answer.value.ok) return ok(undefined);
    if (answer.ok && answer.value.status === 401) return this.toLogin(serviceError('SUBJECT_UNAUTHENTICATED'));
    const error = answer.ok
      ? serviceError(DEFAULT_ERROR_CODE, { originalError: { status: answer.value.status } })
      : answer.error;
    return fail({ kind: 'failed', error });
  }

  /** Section 7: `GET /session` validates the session, and so keeps it alive. */
  private async askSession() {
    const answer = await this.deps.http.exchange(sessionCheckRequest(this.deps.environment));
    if (answer.ok && answer.value.ok)
      this.lifetimeEnd = lifetimeEndOf(answer.value.body, (this.deps.now ?? Date.now)());
    return answer;
  }

  async authLevel(): Promise<Result<AuthLevel, SessionFailure>> {
    const answer = await this.deps.http.exchange({
      method: 'GET',
      path: `/${this.deps.environment.productPrefixes.en}/apis/user-session/v1/userinfo`,
      outlivesScreen: true,
    });
    if (!answer.ok) return this.toLogin(answer.error);
    if (!answer.value.ok) return this.toLogin(serviceError('SUBJECT_UNAUTHENTICATED'));
    const info = v.safeParse(userInfo, answer.value.body);
    const level = info.success ? authLevelOf(info.output.acr) : undefined;
    return level === undefined ? fail({ kind: 'failed', error: serviceError('RESPONSE_INVALID') }) : ok(level);
  }

  end(): Promise<void> {
    return endSession(this.deps.http, this.deps.environment);
  }

  lastActivity(): number | undefined {
    return this.deps.activity.lastActivity();
  }

  lifetimeEndsAt(): number | undefined {
    return this.lifetimeEnd;
  }

  async signOut(reason: SignOutReason): Promise<void> {
    await this.end();
    this.toLogin(serviceError('SUBJECT_UNAUTHENTICATED'), reason);
  }

  private toLogin(error: ServiceError, reason?: SignOutReason): Result<never, SessionFailure> {
    const { navigation, environment, loginUrl } = this.deps;
    const address = navigation.current();
    if (isOnLoginPath(address.pathname, environment, loginUrl)) return fail({ kind: 'failed', error });
    navigation.leaveTo(loginRedirectUrl(address, { language: this.deps.language(), environment, loginUrl, reason }));
    return fail({ kind: 'redirecting', to: 'login' });
  }
}
