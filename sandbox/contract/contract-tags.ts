/** The document's tags, in the order the reference page shows them: the bank's API, then the sandbox's own. */
export const BANK_TAGS = [
  {
    name: 'Session',
    description: 'Sign-in state and the authorisation session the bank’s APIs need (docs/quickstart.md).',
  },
  { name: 'Portal', description: 'The portal’s calls around the app.' },
  { name: 'Cards', description: 'Section 7, "Cards", and the card’s history.' },
  { name: 'Reissue', description: 'What a replacement needs besides the card: the fee and the address.' },
  { name: 'Limits', description: 'Every accepted change waits to be signed.' },
  { name: 'Region', description: 'Applied at once, no signing.' },
  { name: 'Signing', description: 'The signing widget’s calls.' },
] as const;

export const CONTROL_TAG = 'Sandbox control';

export const CONTROL_TAG_OBJECT = {
  name: CONTROL_TAG,
  description: 'The sandbox’s own API for tests and demos (not the bank’s): no session, no XSRF header.',
} as const;
