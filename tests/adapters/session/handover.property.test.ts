import fc from 'fast-check';
import { firstFragmentSegment, handoverPlan, keptParameters } from '../../../adapters/session/handover';

const VENDOR = 'dmbstats';
const KEPT = keptParameters(VENDOR);
const valueArb = fc.string({
  unit: fc.constantFrom('a', '1', ' ', '&', '=', '+', '%', '/', 'é', '?', '#'),
  minLength: 1,
  maxLength: 8,
});
/** What the bank's app mints as a (the handover's id) and b (its response): tokens of 16 to 200 characters. */
const tokenArb = fc.string({
  unit: fc.constantFrom('a', 'Z', '0', '9', '_', '-', '.', '~', '+', '/', '=', ':'),
  minLength: 16,
  maxLength: 60,
});
const otherNameArb = fc.constantFrom(
  'lang',
  'utm_source',
  'x',
  'enforcePlain',
  'appvi',
  'ext',
  `${VENDOR}_appvi`,
  'transactionId',
);
const credentialsArb = fc.tuple(tokenArb, tokenArb, valueArb, valueArb).map(
  ([a, b, c, d]) =>
    [
      ['a', a],
      ['b', b],
      ['c', c],
      ['d', d],
    ] as [string, string][],
);

const searchOf = (entries: readonly (readonly [string, string])[]) =>
  `?${new URLSearchParams(entries.map(([k, v]) => [k, v])).toString()}`;

const addressArb = fc
  .record({
    credentials: credentialsArb,
    others: fc.array(fc.tuple(otherNameArb, valueArb), { maxLength: 6 }),
    hash: fc.constantFrom('', '#/card-management', '#/card-management/x?y=1', '#/'),
  })
  .chain(({ credentials, others, hash }) =>
    fc
      .shuffledSubarray([...credentials, ...others], { minLength: credentials.length + others.length })
      .map((entries) => ({
        entries,
        address: { pathname: '/nl/betaalpassen/', search: searchOf(entries), hash },
      })),
  );

const entriesOf = (url: string) => [...new URL(url, 'https://bank.example').searchParams.entries()];

describe('the app-to-web handover (sections 2.9 and 4)', () => {
  it('hands the session over with a–d as the SSO payload', () => {
    fc.assert(
      fc.property(addressArb, ({ entries, address }) => {
        const plan = handoverPlan(address, VENDOR);
        const value = (name: string) => entries.find(([key]) => key === name)![1];
        expect(plan).toMatchObject({
          kind: 'handover',
          payload: {
            sessionId: value('a'),
            response: value('b'),
            challengeHandle: value('c'),
            challengeDeviceDetails: value('d'),
            appId: 'SIMPLE_BANKING',
            accessToolUsage: 'SESSIONHANDOVER',
          },
        });
      }),
    );
  });

  it('reloads keeping only appvi, ext, {vendor}_appvi and transactionId, in their order, plus the fragment', () => {
    fc.assert(
      fc.property(addressArb, ({ entries, address }) => {
        const plan = handoverPlan(address, VENDOR);
        if (plan.kind !== 'handover') throw new Error('expected a handover');
        expect(entriesOf(plan.url)).toEqual(entries.filter(([key]) => KEPT.includes(key)));
        expect(plan.url.startsWith(address.pathname)).toBe(true);
        expect(plan.url.endsWith(address.hash)).toBe(true);
      }),
    );
  });

  it('stores every other parameter, and never a–d or the kept ones, under the first fragment segment', () => {
    fc.assert(
      fc.property(addressArb, ({ entries, address }) => {
        const plan = handoverPlan(address, VENDOR);
        if (plan.kind !== 'handover') throw new Error('expected a handover');
        expect(plan.stored).toEqual(entries.filter(([key]) => !['a', 'b', 'c', 'd', ...KEPT].includes(key)));
        expect(plan.segment).toBe(firstFragmentSegment(address.hash));
      }),
    );
  });

  it('with inapplogon only removes a–d and keeps everything else in order', () => {
    fc.assert(
      fc.property(addressArb, ({ entries, address }) => {
        const withMarker = [...entries, ['inapplogon', 'true'] as [string, string]];
        const plan = handoverPlan({ ...address, search: searchOf(withMarker) }, VENDOR);
        expect(plan.kind).toBe('removeCredentials');
        if (plan.kind !== 'removeCredentials') return;
        expect(entriesOf(plan.url)).toEqual(withMarker.filter(([key]) => !['a', 'b', 'c', 'd'].includes(key)));
      }),
    );
  });

  it('does nothing unless a, b, c and d are all present and non-empty', () => {
    fc.assert(
      fc.property(
        addressArb,
        fc.constantFrom('a', 'b', 'c', 'd'),
        fc.boolean(),
        ({ entries, address }, missing, empty) => {
          const without = empty
            ? entries.map(([k, v]) => [k, k === missing ? '' : v] as [string, string])
            : entries.filter(([k]) => k !== missing);
          expect(handoverPlan({ ...address, search: searchOf(without) }, VENDOR)).toEqual({ kind: 'none' });
        },
      ),
    );
  });

  it('does nothing for a–d that are not a handover the bank could have minted (beyond the spec: it would end a working session)', () => {
    const notAToken = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', '1'), minLength: 1, maxLength: 15 }),
      fc
        .string({ unit: fc.constantFrom('a', '<', '>', ' ', '"', 'é'), minLength: 16, maxLength: 30 })
        .filter((value) => /[^a]/.test(value)),
      fc.constant('a'.repeat(201)),
    );
    const notText = fc.oneof(fc.constant('x'.repeat(201)), fc.constantFrom('<b>', 'a\u0000b', "it's", 'x\ny'));
    const brokenArb = fc.oneof(
      fc.tuple(fc.constantFrom('a', 'b'), notAToken),
      fc.tuple(fc.constantFrom('c', 'd'), notText),
    );
    fc.assert(
      fc.property(addressArb, brokenArb, ({ entries, address }, [name, value]) => {
        const broken = entries.map(([key, v]) => [key, key === name ? value : v] as [string, string]);
        expect(handoverPlan({ ...address, search: searchOf(broken) }, VENDOR)).toEqual({ kind: 'none' });
      }),
    );
    fc.assert(
      fc.property(addressArb, fc.constantFrom('a', 'b', 'c', 'd'), ({ entries, address }, name) => {
        const twice = [...entries, entries.find(([key]) => key === name)!];
        expect(handoverPlan({ ...address, search: searchOf(twice) }, VENDOR)).toEqual({ kind: 'none' });
      }),
    );
  });

  it('reads the first fragment path segment', () => {
    expect(firstFragmentSegment('#/card-management/x?y=1')).toBe('card-management');
    expect(firstFragmentSegment('#card-management')).toBe('card-management');
    expect(firstFragmentSegment('#/')).toBeUndefined();
    expect(firstFragmentSegment('')).toBeUndefined();
  });
});
