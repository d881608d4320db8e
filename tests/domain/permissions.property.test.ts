import fc from 'fast-check';
import { canBlock, canReplace, canUnblock, hasLinkAction, LINK_ACTIONS, type CardLink } from '../../domain/index';

// Section 6: per-card permissions come from links[].action. Presence anywhere in the list counts;
// the old "truthy position" reading of REISSUE_EXISTING_INSTRUMENT is deliberately not copied.

const linksArb: fc.Arbitrary<CardLink[]> = fc
  .tuple(fc.shuffledSubarray([...LINK_ACTIONS]), fc.array(fc.string(), { maxLength: 3 }))
  .chain(([actions, unknown]) =>
    fc.shuffledSubarray([...actions, ...unknown], { minLength: actions.length + unknown.length }),
  )
  .map((actions) => actions.map((action) => ({ action })));

describe('link permissions', () => {
  it('allow an operation exactly when its action is anywhere in the links, first place included', () => {
    fc.assert(
      fc.property(linksArb, fc.constantFrom(...LINK_ACTIONS), (links, action) => {
        expect(hasLinkAction({ links }, action)).toBe(links.some((link) => link.action === action));
      }),
    );
  });

  it('allow replacing when REISSUE_EXISTING_INSTRUMENT is the first link, and never without it', () => {
    fc.assert(
      fc.property(linksArb, (links) => {
        const others = links.filter((link) => link.action !== 'REISSUE_EXISTING_INSTRUMENT');
        expect(canReplace({ links: [{ action: 'REISSUE_EXISTING_INSTRUMENT' }, ...others] })).toBe(true);
        expect(canReplace({ links: others })).toBe(false);
      }),
    );
  });

  it('allow block, unblock and replace from their own action alone', () => {
    fc.assert(
      fc.property(linksArb, (links) => {
        const has = (action: string) => links.some((link) => link.action === action);
        expect(canBlock({ links })).toBe(has('SUSPEND_INSTRUMENT'));
        expect(canUnblock({ links })).toBe(has('RESUME_INSTRUMENT'));
        expect(canReplace({ links })).toBe(has('REISSUE_EXISTING_INSTRUMENT'));
      }),
    );
  });

  it('allow nothing when the links are missing or malformed', () => {
    const brokenLinks = fc.oneof(
      fc.constantFrom(undefined, null, {}, 'SUSPEND_INSTRUMENT'),
      fc.array(fc.oneof(fc.constant(null), fc.anything())),
    );
    fc.assert(
      fc.property(brokenLinks, fc.constantFrom(...LINK_ACTIONS), (links, action) => {
        const card = { links } as unknown as { links: CardLink[] };
        const present = Array.isArray(links) && links.some((link) => (link as CardLink | null)?.action === action);
        expect(hasLinkAction(card, action)).toBe(present);
      }),
    );
  });
});
