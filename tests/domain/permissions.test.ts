import {
  CARD_OPERATION_PERMISSIONS,
  canBlock,
  canReplace,
  canUnblock,
  isPermitted,
  LIMIT_TYPES,
  limitPermission,
  LINK_ACTIONS,
  TEMPORARY_LIMIT_TYPES,
  regionPermission,
  type LimitOperation,
  type RegionOperation,
} from '../../domain/index';

// Section 6's table of link actions, and section 8's list of the codes shown (with no call made)
// when the action an operation needs is missing.

const links = (...actions: string[]) => ({ links: actions.map((action) => ({ action })) });

describe('card permissions (section 6)', () => {
  it.each([
    ['SUSPEND_INSTRUMENT', 'block', canBlock],
    ['RESUME_INSTRUMENT', 'unblock', canUnblock],
    ['REISSUE_EXISTING_INSTRUMENT', 'replace', canReplace],
  ] as const)('%s allows %s, and nothing else does', (action, _operation, can) => {
    const others = ['SUSPEND_INSTRUMENT', 'RESUME_INSTRUMENT', 'REISSUE_EXISTING_INSTRUMENT'].filter(
      (other) => other !== action,
    );
    expect(can(links(action))).toBe(true);
    expect(can(links(...others))).toBe(false);
  });

  it('reads REISSUE_EXISTING_INSTRUMENT by presence: first in the list allows, absent forbids', () => {
    expect(canReplace(links('REISSUE_EXISTING_INSTRUMENT'))).toBe(true);
    expect(canReplace(links('REISSUE_EXISTING_INSTRUMENT', 'SUSPEND_INSTRUMENT'))).toBe(true);
    expect(canReplace(links('SUSPEND_INSTRUMENT', 'RESUME_INSTRUMENT'))).toBe(false);
    expect(canReplace(links())).toBe(false);
  });

  it('uses the “can’t … at the moment” codes when block, unblock or replace is not allowed', () => {
    expect(CARD_OPERATION_PERMISSIONS).toEqual({
      block: { action: 'SUSPEND_INSTRUMENT', missingCode: 'MESSAGE_BAI540_1027' },
      unblock: { action: 'RESUME_INSTRUMENT', missingCode: 'MESSAGE_BAI540_1031' },
      replace: { action: 'REISSUE_EXISTING_INSTRUMENT', missingCode: 'MESSAGE_BAI540_1033' },
    });
  });
});

describe('limit permissions (sections 6 and 8)', () => {
  it.each<[LimitOperation, string, string]>([
    [{ kind: 'changeDefault', limitType: 'ECOM' }, 'CHANGE_DEFAULT_LIMIT_ECOM', 'MESSAGE_BAI540_1002'],
    [{ kind: 'changeDefault', limitType: 'POS' }, 'CHANGE_DEFAULT_LIMIT_POS', 'MESSAGE_BAI540_1002'],
    [{ kind: 'changeDefault', limitType: 'ATM' }, 'CHANGE_DEFAULT_LIMIT_ATM', 'MESSAGE_BAI540_1002'],
    [{ kind: 'createTemporary', limitType: 'POS' }, 'CREATE_TEMPORARY_LIMIT_POS', 'MESSAGE_BAI540_1005'],
    [{ kind: 'createTemporary', limitType: 'ATM' }, 'CREATE_TEMPORARY_LIMIT_ATM', 'MESSAGE_BAI540_1005'],
    [{ kind: 'changeTemporary', limitType: 'POS' }, 'DELETE_TEMPORARY_LIMIT_POS', 'MESSAGE_BAI540_1009'],
    [{ kind: 'changeTemporary', limitType: 'ATM' }, 'DELETE_TEMPORARY_LIMIT_ATM', 'MESSAGE_BAI540_1009'],
    [{ kind: 'deleteTemporary', limitType: 'POS' }, 'DELETE_TEMPORARY_LIMIT_POS', 'MESSAGE_BAI540_1010'],
    [{ kind: 'deleteTemporary', limitType: 'ATM' }, 'DELETE_TEMPORARY_LIMIT_ATM', 'MESSAGE_BAI540_1010'],
  ])('%j needs %s and shows %s without it', (operation, action, missingCode) => {
    const permission = limitPermission(operation);
    expect(permission).toEqual({ action, missingCode });
    expect(isPermitted(links(action), permission)).toBe(true);
    expect(isPermitted(links(), permission)).toBe(false);
  });
});

describe('region permissions (sections 6 and 8)', () => {
  it.each<[RegionOperation, string, string]>([
    [{ kind: 'changeDefault', region: 'WORLD' }, 'CHANGE_DEFAULT_GEO_PROFILE', 'MESSAGE_BAI540_1014'],
    [{ kind: 'createTemporary', region: 'WORLD' }, 'CREATE_TEMPORARY_GEO_PROFILE', 'MESSAGE_BAI540_1020'],
    [{ kind: 'replaceTemporary', region: 'WORLD' }, 'DELETE_TEMPORARY_GEO_PROFILE', 'MESSAGE_BAI540_1025'],
    [{ kind: 'deleteTemporary' }, 'DELETE_TEMPORARY_GEO_PROFILE', 'MESSAGE_BAI540_1019'],
  ])('%j needs %s and shows %s without it', (operation, action, missingCode) => {
    expect(regionPermission(operation)).toEqual({ action, missingCode });
  });
});

describe('the list of link actions', () => {
  it('names each action once, and every action an operation can need', () => {
    const needed = [
      ...Object.values(CARD_OPERATION_PERMISSIONS),
      ...LIMIT_TYPES.map((limitType) => limitPermission({ kind: 'changeDefault', limitType })),
      ...TEMPORARY_LIMIT_TYPES.flatMap((limitType) =>
        (['createTemporary', 'changeTemporary', 'deleteTemporary'] as const).map((kind) =>
          limitPermission({ kind, limitType }),
        ),
      ),
      ...(['EUR', 'WORLD'] as const).flatMap((region) =>
        (['changeDefault', 'createTemporary', 'replaceTemporary'] as const).map((kind) =>
          regionPermission({ kind, region }),
        ),
      ),
      regionPermission({ kind: 'deleteTemporary' }),
    ].map((permission) => permission.action);
    expect(new Set(LINK_ACTIONS).size).toBe(LINK_ACTIONS.length);
    expect([...new Set(needed)].sort()).toEqual([...LINK_ACTIONS].sort());
  });
});
