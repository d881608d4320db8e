import fc from 'fast-check';

/** What an attacker writes for a "return to" parameter: schemes, slashes, hosts and disguises. */
const schemeArb = fc.constantFrom(
  '',
  'http',
  'HTTP',
  'https',
  'hTtPs',
  'ftp',
  'ws',
  'file',
  'javascript',
  'JaVaScRiPt',
  'data',
  'mailto',
  'vbscript',
);
const separatorArb = fc.constantFrom('', ':', ': ', ':\t', '%3A', '&colon;');
const slashesArb = fc.constantFrom(
  '',
  '/',
  '//',
  '\\\\',
  '/\\',
  '\\/',
  '\t//',
  '/\t/',
  '///',
  '%2F%2F',
  '/%2F',
  '/%5C',
  '/\n/',
  '/\r/',
);
const hostArb = fc.constantFrom(
  'evil.example',
  'evil.example:443',
  'user@evil.example',
  '127.0.0.1',
  '[::1]',
  'evil。example',
  'alert(1)',
  '%65vil.example',
);
const tailArb = fc.constantFrom(
  '',
  '/',
  '/nl/betaalpassen/',
  '?x=1',
  '#/card-management',
  '/\r\nSet-Cookie: x=1',
  '/<script>alert(1)</script>',
);

/** Hostile return addresses assembled from the parts above, plus unstructured junk. */
export const hostileReturnPathArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[ \t\n]{0,2}$/), schemeArb, separatorArb, slashesArb, hostArb, tailArb)
    .map((parts) => parts.join('')),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Same-origin return paths the portal must keep as they are: a path, a query and a hash route. */
export const ownReturnPathArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      '/nl/betaalpassen/',
      '/en/debit-cards/',
      '/nl-zakelijk/betaalpassen/',
      '/en/my-overview/overview/index.html',
    ),
    fc.constantFrom('', '?enforcePlain=true', '?x=1&y=2'),
    fc.constantFrom('', '#/card-management', '#/replace-card'),
  )
  .map((parts) => parts.join(''));
