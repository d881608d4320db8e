import type { PageAddress } from '../../application/ports/navigation';
import { HANDOVER_PARAMETERS, INAPP_LOGON } from './handover-parameters';

/** Section 3, "Session data": the SSO handover payload. */
export type HandoverPayload = {
  readonly sessionId: string;
  readonly response: string;
  readonly challengeHandle: string;
  readonly challengeDeviceDetails: string;
  readonly appId: 'SIMPLE_BANKING';
  readonly accessToolUsage: 'SESSIONHANDOVER';
};

export type HandoverPlan =
  | { readonly kind: 'none' }
  /** `inapplogon`: the app already signed in; only the credentials leave the address. */
  | { readonly kind: 'removeCredentials'; readonly url: string }
  | {
      readonly kind: 'handover';
      readonly payload: HandoverPayload;
      /** The first fragment path segment, the key the other parameters are kept under. */
      readonly segment: string | undefined;
      readonly stored: readonly (readonly [string, string])[];
      readonly url: string;
    };

/** Section 9: what survives the handover reload. */
export const keptParameters = (analyticsVendor: string): readonly string[] => [
  'appvi',
  'ext',
  `${analyticsVendor}_appvi`,
  'transactionId',
];

const addressOf = (pathname: string, entries: readonly (readonly [string, string])[], hash: string): string => {
  const query = new URLSearchParams(entries.map(([key, value]) => [key, value])).toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
};

/** `#/card-management/x?y` → `card-management`. */
export function firstFragmentSegment(hash: string): string | undefined {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const first = path.split('/').find((part) => part !== '');
  return first === undefined ? undefined : first;
}

/** A one-time handover's id (a) and response (b): random tokens the bank mints, never short. */
const TOKEN = /^[\w.~+/=:-]{16,200}$/;
/** Its challenge handle (c) and device details (d): printable text, no markup. */
const TEXT = /^[^\u0000-\u001f\u007f<>"'`]{1,200}$/;

/**
 * Beyond the spec (issue 20): whether a–d are a handover the bank's app could have sent — each
 * once, a and b tokens of 16 to 200 characters, c and d printable text of at most 200 (the
 * bank refuses longer). Anything else is not a handover, so it must not end the session the
 * customer is working in: a link with garbage a–d signed the customer out.
 */
export function isWellFormedHandover(query: URLSearchParams): boolean {
  if (HANDOVER_PARAMETERS.some((name) => query.getAll(name).length !== 1)) return false;
  const [a, b, c, d] = HANDOVER_PARAMETERS.map((name) => query.get(name)!);
  return TOKEN.test(a!) && TOKEN.test(b!) && TEXT.test(c!) && TEXT.test(d!);
}

/**
 * Section 2.9 and 4: the handover runs only when a, b, c and d are all present and non-empty
 * (and, beyond the spec, well-formed). With `inapplogon` the four are removed; otherwise the
 * session is handed over, the other parameters are kept in session storage and the page
 * reloads with only the kept ones.
 */
export function handoverPlan(address: PageAddress, analyticsVendor: string): HandoverPlan {
  const entries = [...new URLSearchParams(address.search).entries()];
  const query = new URLSearchParams(address.search);
  const [a, b, c, d] = HANDOVER_PARAMETERS.map((name) => query.get(name) ?? '');
  if (!a || !b || !c || !d) return { kind: 'none' };
  const isCredential = ([key]: readonly [string, string]) => (HANDOVER_PARAMETERS as readonly string[]).includes(key);

  if (query.has(INAPP_LOGON)) {
    return {
      kind: 'removeCredentials',
      url: addressOf(
        address.pathname,
        entries.filter((entry) => !isCredential(entry)),
        address.hash,
      ),
    };
  }
  if (!isWellFormedHandover(query)) return { kind: 'none' };
  const kept = keptParameters(analyticsVendor);
  const isKept = ([key]: readonly [string, string]) => kept.includes(key);
  return {
    kind: 'handover',
    payload: {
      sessionId: a,
      response: b,
      challengeHandle: c,
      challengeDeviceDetails: d,
      appId: 'SIMPLE_BANKING',
      accessToolUsage: 'SESSIONHANDOVER',
    },
    segment: firstFragmentSegment(address.hash),
    stored: entries.filter((entry) => !isCredential(entry) && !isKept(entry)),
    url: addressOf(address.pathname, entries.filter(isKept), address.hash),
  };
}
