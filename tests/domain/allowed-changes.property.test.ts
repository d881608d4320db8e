import fc from 'fast-check';
import {
  allowedLimitChanges,
  allowedRegionChanges,
  allowsAnyChange,
  allowsOnlineLimitChange,
  LINK_ACTIONS,
  TEMPORARY_LIMIT_TYPES,
  type LinkAction,
} from '../../domain/index';

// Issue 12.5, section 6: an editor offers a change exactly when the card's links allow it.

const linksArb = fc
  .subarray([...LINK_ACTIONS])
  .map((actions) => actions.map((action) => ({ action, href: `/${action}` })));
const has = (links: readonly { action: string }[], action: LinkAction) => links.some((link) => link.action === action);

describe('allowedLimitChanges', () => {
  it('offers each change of a payment or withdrawal limit exactly when section 6’s link for it is there', () => {
    fc.assert(
      fc.property(
        linksArb,
        fc.constantFrom(...TEMPORARY_LIMIT_TYPES),
        fc.boolean(),
        (links, limitType, hasTemporary) => {
          expect(allowedLimitChanges({ links }, limitType, hasTemporary)).toEqual({
            continuously: has(links, `CHANGE_DEFAULT_LIMIT_${limitType}`),
            temporarily: has(
              links,
              hasTemporary ? `DELETE_TEMPORARY_LIMIT_${limitType}` : `CREATE_TEMPORARY_LIMIT_${limitType}`,
            ),
            deleteTemporary: hasTemporary && has(links, `DELETE_TEMPORARY_LIMIT_${limitType}`),
          });
        },
      ),
    );
  });

  it('depends only on the links of its own limit type', () => {
    fc.assert(
      fc.property(
        linksArb,
        fc.constantFrom(...TEMPORARY_LIMIT_TYPES),
        fc.boolean(),
        (links, limitType, hasTemporary) => {
          const own = links.filter((link) => !/_LIMIT_/.test(link.action) || link.action.endsWith(`_${limitType}`));
          expect(allowedLimitChanges({ links: own }, limitType, hasTemporary)).toEqual(
            allowedLimitChanges({ links }, limitType, hasTemporary),
          );
        },
      ),
    );
  });

  it('offers the online limit exactly with CHANGE_DEFAULT_LIMIT_ECOM', () => {
    fc.assert(
      fc.property(linksArb, (links) =>
        expect(allowsOnlineLimitChange({ links })).toBe(has(links, 'CHANGE_DEFAULT_LIMIT_ECOM')),
      ),
    );
  });
});

describe('allowedRegionChanges', () => {
  it('offers the default, a temporary region (a change deletes, then creates) and deleting it by their links', () => {
    fc.assert(
      fc.property(linksArb, fc.boolean(), (links, hasTemporary) => {
        const creates = has(links, 'CREATE_TEMPORARY_GEO_PROFILE');
        const deletes = has(links, 'DELETE_TEMPORARY_GEO_PROFILE');
        expect(allowedRegionChanges({ links }, hasTemporary)).toEqual({
          continuously: has(links, 'CHANGE_DEFAULT_GEO_PROFILE'),
          temporarily: hasTemporary ? creates && deletes : creates,
          deleteTemporary: hasTemporary && deletes,
        });
      }),
    );
  });

  it('offers nothing to delete without a temporary region, and nothing at all without links', () => {
    fc.assert(
      fc.property(linksArb, (links) => {
        expect(allowedRegionChanges({ links }, false).deleteTemporary).toBe(false);
        expect(allowsAnyChange(allowedRegionChanges({ links: [] }, links.length % 2 === 0))).toBe(false);
      }),
    );
  });
});
