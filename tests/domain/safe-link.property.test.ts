import fc from 'fast-check';
import { isSafeLink, isSafeReturnPath } from '../../domain/index';

// Section 5: a link is refused when empty, not a string, or containing "javascript:" or "//".
// Browsers ignore case, tabs and newlines inside a scheme and read "\" as "/", so the disguises
// below must not get through.

const invisibleArb = fc.constantFrom(
  '',
  '',
  '',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u001f',
  '\u000b',
  '\u000c',
  '\u00a0',
);

/** The text with each letter in either case and invisible characters between the letters. */
const disguisedArb = (text: string) =>
  fc
    .tuple(
      ...text
        .split('')
        .map((character) =>
          fc
            .tuple(fc.boolean(), invisibleArb)
            .map(([upper, gap]) => `${upper ? character.toUpperCase() : character}${gap}`),
        ),
    )
    .map((parts) => parts.join(''));

const slashArb = fc.constantFrom('/', '\\');
const doubleSlashArb = fc.tuple(slashArb, invisibleArb, slashArb).map((parts) => parts.join(''));
const surroundingArb = fc.string({ maxLength: 12 });
const segmentArb = fc.stringMatching(/^[a-zA-Z0-9._~?=&#%+-]{1,12}$/);

/** Relative links and same-origin paths without a scheme or a double slash. */
const plainPathArb = fc
  .tuple(fc.boolean(), fc.array(segmentArb, { minLength: 1, maxLength: 5 }))
  .map(([absolute, segments]) => `${absolute ? '/' : ''}${segments.join('/')}`);

describe('isSafeLink', () => {
  it('refuses anything containing javascript:, in any case and with invisible characters inside', () => {
    fc.assert(
      fc.property(surroundingArb, disguisedArb('javascript:'), surroundingArb, (before, scheme, after) => {
        expect(isSafeLink(`${before}${scheme}${after}`)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses anything containing two slashes, backslashes counting as slashes and invisible characters between them', () => {
    fc.assert(
      fc.property(surroundingArb, doubleSlashArb, surroundingArb, (before, slashes, after) => {
        expect(isSafeLink(`${before}${slashes}${after}`)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what is not a string, and an empty or blank string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything().filter((value) => typeof value !== 'string'),
          fc.stringMatching(/^\s*$/),
        ),
        (link) => {
          expect(isSafeLink(link)).toBe(false);
        },
      ),
    );
  });

  it('refuses a link that starts with any scheme (data:, vbscript:, mailto:, …), disguised as above', () => {
    const schemeArb = fc.oneof(
      fc.constantFrom('data', 'vbscript', 'mailto', 'tel', 'blob', 'file', 'intent', 'ms-settings'),
      fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/),
    );
    fc.assert(
      fc.property(
        schemeArb.chain((scheme) => disguisedArb(`${scheme}:`)),
        surroundingArb,
        (scheme, after) => {
          fc.pre(!/[\u0000-\u001f]/.test(scheme)); // those are refused outright, tested below
          expect(isSafeLink(`${scheme}${after}`)).toBe(false);
        },
      ),
      {
        numRuns: 300,
        examples: [
          ['data:', 'text/html,<script>alert(1)</script>'],
          ['VBScript:', 'msgbox(1)'],
          ['data :', 'x'],
        ],
      },
    );
  });

  it('refuses a link with any control character in it, wherever it stands', () => {
    const controlArb = fc
      .integer({ min: 0, max: 0x9f })
      .filter((code) => code < 0x20 || code >= 0x7f)
      .map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(
        fc.option(plainPathArb, { nil: '' }),
        controlArb,
        fc.option(plainPathArb, { nil: '' }),
        (before, control, after) => {
          expect(isSafeLink(`${before}${control}${after}`)).toBe(false);
        },
      ),
    );
  });

  it('lets through paths made of plain segments', () => {
    fc.assert(fc.property(plainPathArb, (path) => expect(isSafeLink(path)).toBe(true)));
  });
});

/** Links assembled from schemes, slashes and hosts, the material of off-site tricks. */
const trickyLinkArb = fc
  .tuple(
    fc.stringMatching(/^[ \t\n]{0,2}$/),
    fc.constantFrom(
      '',
      'http',
      'HTTP',
      'https',
      'hTtPs',
      'ftp',
      'ws',
      'wss',
      'file',
      'mailto',
      'data',
      'javascript',
      'portal',
    ),
    fc.constantFrom('', ':', ': ', ':\t'),
    fc.constantFrom('', '/', '\\', '//', '/\\', '\t/', '.', './', '../'),
    fc.constantFrom(
      'evil.example',
      'evil.example:443',
      'user@evil.example',
      'cards',
      '%2F%2Fevil.example',
      '%5C%5Cevil.example',
      '%2f%5cevil.example',
      'javascript%3Aalert(1)',
      '%09/evil.example',
    ),
    fc.constantFrom('', '/', '/path?x=1', '#top'),
  )
  .map((parts) => parts.join(''));

const BASE = new URL('https://bank.example/portal/cards');

describe('isSafeLink', () => {
  it('lets through only links a browser resolves on the bank’s own origin (encoded forms stay paths there)', () => {
    fc.assert(
      fc.property(trickyLinkArb, (link) => {
        fc.pre(isSafeLink(link));
        expect(new URL(link, BASE).origin).toBe(BASE.origin);
      }),
      {
        numRuns: 500,
        examples: [
          ['http:evil.example'],
          ['HTTP:\tevil.example'],
          ['ftp:evil.example'],
          ['data:text/html,x'],
          ['/%2F%2Fevil.example'],
        ],
      },
    );
  });
});

describe('isSafeReturnPath', () => {
  it('is a safe link that starts with a slash', () => {
    fc.assert(
      fc.property(fc.oneof(plainPathArb, fc.string(), fc.anything()), (path) => {
        expect(isSafeReturnPath(path)).toBe(isSafeLink(path) && (path as string).startsWith('/'));
      }),
    );
  });
});

// Section 2.2: sidebar link 4, the activation page and the Europe country list may sit on another
// host of the bank's, named in the Environment (linkOrigins).
const BANK_ORIGINS = ['https://www.bank.example', 'https://rates.bank.example:8443'];

/** The tricky links above, and the same with a bank origin, or a look-alike of one, in front. */
const linkNearBankOriginArb = fc
  .tuple(
    fc.constantFrom(
      '',
      'https://www.bank.example',
      'HTTPS://WWW.Bank.Example',
      'https://rates.bank.example:8443',
      'https://rates.bank.example',
      'https://www.bank.example.evil.example',
      'https://www.bank.example@evil.example',
      'https://www.bank.example:443@evil.example',
      'http://www.bank.example',
      'https://www.bank.example\\',
      'https://www.bank.example%2F',
    ),
    trickyLinkArb,
  )
  .map(([origin, rest]) => `${origin}${rest}`);

describe('isSafeLink with the bank’s own origins', () => {
  it('lets through only links a browser resolves on the page’s origin or one of the bank’s', () => {
    fc.assert(
      fc.property(linkNearBankOriginArb, (link) => {
        // Most of these are refused, which is the point; a precondition would reject too many runs.
        if (isSafeLink(link, BANK_ORIGINS))
          expect([BASE.origin, ...BANK_ORIGINS]).toContain(new URL(link, BASE).origin);
      }),
      { numRuns: 1000 },
    );
  });

  it('lets through a plain path on a bank origin, in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BANK_ORIGINS), fc.boolean(), plainPathArb, (origin, upper, path) => {
        const link = `${upper ? origin.toUpperCase() : origin}/${path.replace(/^\//, '')}`;
        expect(isSafeLink(link, BANK_ORIGINS)).toBe(true);
      }),
    );
  });

  it('refuses the same absolute link without the origin in the list', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BANK_ORIGINS), plainPathArb, (origin, path) => {
        expect(isSafeLink(`${origin}/${path}`)).toBe(false);
        expect(
          isSafeLink(
            `${origin}/${path}`,
            BANK_ORIGINS.filter((named) => named !== origin),
          ),
        ).toBe(false);
      }),
    );
  });

  it('refuses "javascript:" and "//" after a bank origin, and ignores an origin that is not one', () => {
    for (const link of ['https://www.bank.example//evil.example', 'https://www.bank.example/a?u=javascript:x']) {
      expect(isSafeLink(link, BANK_ORIGINS)).toBe(false);
    }
    expect(isSafeLink('javascript://x/', ['javascript://x'])).toBe(false);
    expect(isSafeLink('https://evil.example/', ['https://evil.example/'])).toBe(false);
    expect(isSafeLink('https://www.bank.example', BANK_ORIGINS)).toBe(true);
  });
});
