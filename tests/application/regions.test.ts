import { serviceError } from '../../domain/index';
import { ChangeRegion, type RegionChange } from '../../application/use-cases/change-region';
import { DeleteTemporaryRegion } from '../../application/use-cases/delete-temporary-region';
import { aCard, TODAY } from '../support/builders/card';
import { FixedClock } from '../support/fakes/fixed-clock';
import { InMemoryRegions } from '../support/fakes/in-memory-regions';

const setUp = () => {
  const regions = new InMemoryRegions();
  return { regions, change: new ChangeRegion(regions, new FixedClock()), remove: new DeleteTemporaryRegion(regions) };
};

describe('ChangeRegion', () => {
  it('World continuously changes the default region: changedDefaultGeoProfile', async () => {
    const { change, regions } = setUp();
    const result = await change.execute({
      card: aCard().withId('a').selected(),
      region: 'WORLD',
      durationType: 'continuously',
    });
    expect(result).toEqual({
      kind: 'done',
      action: 'save',
      notification: { type: 'positive', content: { scope: 'notifications', key: 'changedDefaultGeoProfile' } },
    });
    expect(regions.calls).toEqual([{ method: 'changeDefault', args: ['a', 'WORLD'] }]);
  });

  it('Europe always changes the default region, whatever the duration', async () => {
    const { change, regions } = setUp();
    await change.execute({
      card: aCard().withId('a').withDefaultRegion('WORLD').selected(),
      region: 'EUR',
      durationType: 'temporarily',
    });
    expect(regions.calls).toEqual([{ method: 'changeDefault', args: ['a', 'EUR'] }]);
  });

  it('World temporarily without a temporary profile creates one: newTemporaryGeoProfile', async () => {
    const { change, regions } = setUp();
    const result = await change.execute({
      card: aCard().withId('a').selected(),
      region: 'WORLD',
      durationType: 'temporarily',
      option: 'onlyToday',
    });
    expect(result.kind === 'done' && result.notification.content.key).toBe('newTemporaryGeoProfile');
    expect(regions.calls).toEqual([
      { method: 'createTemporary', args: ['a', { geoProfile: 'WORLD', startDate: TODAY, endDate: TODAY }] },
    ]);
  });

  it('replaces an existing temporary profile by deleting it and then creating the new one', async () => {
    const { change, regions } = setUp();
    const card = aCard()
      .withId('a')
      .withTemporaryRegion({ temporaryGeoProfileId: 'g-1', startDate: '2026-11-24', endDate: '2026-11-24' })
      .selected();
    const result = await change.execute({
      card,
      region: 'WORLD',
      durationType: 'temporarily',
      option: 'period',
      start: '2026-11-24' as never,
      end: '2026-11-27' as never,
    });
    expect(result.kind === 'done' && result.notification.content.key).toBe('changedTemporaryGeoProfile');
    expect(regions.calls).toEqual([
      { method: 'deleteTemporary', args: ['a', 'g-1'] },
      {
        method: 'createTemporary',
        args: ['a', { geoProfile: 'WORLD', startDate: '2026-11-24', endDate: '2026-11-27' }],
      },
    ]);
  });

  it('sends nothing when the temporary profile is saved again unchanged: it says so (1026)', async () => {
    const { change, regions } = setUp();
    const card = aCard()
      .withId('a')
      .withTemporaryRegion({ temporaryGeoProfileId: 'g-1', startDate: '2026-11-24', endDate: '2026-11-27' })
      .selected();
    const result = await change.execute({
      card,
      region: 'WORLD',
      durationType: 'temporarily',
      option: 'period',
      start: '2026-11-24' as never,
      end: '2026-11-27' as never,
    });
    expect('error' in result && result.error.code).toBe('MESSAGE_BAI540_1026');
    expect(regions.calls).toEqual([]);
  });

  it('says honestly that the old setting is gone when the create fails after the delete', async () => {
    const { change, regions } = setUp();
    const cause = serviceError('MESSAGE_BAI540_1020', { traceId: 'trace-7' });
    regions.failNext('createTemporary', cause);
    const card = aCard().withTemporaryRegion().selected();
    const result = await change.execute({ card, region: 'WORLD', durationType: 'temporarily', option: 'onlyToday' });
    expect('error' in result && result.error).toMatchObject({
      code: 'TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE',
      recoverable: true,
      traceId: 'trace-7',
      originalError: cause,
    });
    expect(result.kind).toBe('changedMeanwhile');
  });

  it('changes nothing when the delete of a replacement fails', async () => {
    const { change, regions } = setUp();
    regions.failNext('deleteTemporary', serviceError('MESSAGE_BAI540_1025'));
    const result = await change.execute({
      card: aCard().withTemporaryRegion().selected(),
      region: 'WORLD',
      durationType: 'temporarily',
      option: 'onlyToday',
    });
    expect('error' in result && result.error.code).toBe('MESSAGE_BAI540_1025');
    expect(result.kind).not.toBe('changedMeanwhile');
    expect(regions.callsOf('createTemporary')).toEqual([]);
  });

  it.each([
    ['CHANGE_DEFAULT_GEO_PROFILE', {}, 'continuously', 'MESSAGE_BAI540_1014'],
    ['CREATE_TEMPORARY_GEO_PROFILE', {}, 'temporarily', 'MESSAGE_BAI540_1020'],
    ['DELETE_TEMPORARY_GEO_PROFILE', { temporary: true }, 'temporarily', 'MESSAGE_BAI540_1025'],
    // Replacing deletes first; without the right to create it would only delete.
    ['CREATE_TEMPORARY_GEO_PROFILE', { temporary: true }, 'temporarily', 'MESSAGE_BAI540_1025'],
  ] as const)('without %s (%j, %s) answers %s and calls nothing', async (link, setup, durationType, code) => {
    const { change, regions } = setUp();
    const builder = aCard().withoutLinks(link);
    const card = ('temporary' in setup ? builder.withTemporaryRegion() : builder).selected();
    const result = await change.execute({ card, region: 'WORLD', durationType, option: 'onlyToday' });
    expect('error' in result && result.error.code).toBe(code);
    expect(regions.calls).toEqual([]);
  });

  it.each([
    ['the default it already has', { region: 'EUR', durationType: 'continuously' }, 'MESSAGE_BAI540_1015'],
    ['no option', { region: 'WORLD', durationType: 'temporarily' }, 'START_DATE_MISSING'],
    [
      'a Sunday',
      { region: 'WORLD', durationType: 'temporarily', option: 'anotherDay', start: '2026-11-29' },
      'MESSAGE_BAI540_0051',
    ],
    [
      'a start beyond the window',
      { region: 'WORLD', durationType: 'temporarily', option: 'anotherDay', start: '2027-07-01' },
      'START_DATE_INVALID',
    ],
  ])('refuses %s without a call', async (_case, form, code) => {
    const { change, regions } = setUp();
    const result = await change.execute({
      card: aCard().selected(),
      ...(form as unknown as Omit<RegionChange, 'card'>),
    });
    expect('error' in result && result.error.code).toBe(code);
    expect(regions.calls).toEqual([]);
  });

  it('refuses a card whose geo profile is not loaded', async () => {
    const { change } = setUp();
    const result = await change.execute({
      card: aCard().withoutLimits().selected(),
      region: 'WORLD',
      durationType: 'continuously',
    });
    expect('error' in result && result.error.code).toBe('GEO_PROFILE_MISSING');
  });
});

describe('DeleteTemporaryRegion', () => {
  it('deletes the first temporary profile: deletedTemporaryGeoProfile', async () => {
    const { remove, regions } = setUp();
    const result = await remove.execute({
      card: aCard().withId('a').withTemporaryRegion({ temporaryGeoProfileId: 'g-2' }).selected(),
    });
    expect(result.kind === 'done' && result.notification.content.key).toBe('deletedTemporaryGeoProfile');
    expect(regions.calls).toEqual([{ method: 'deleteTemporary', args: ['a', 'g-2'] }]);
  });

  it.each([
    [
      'no DELETE_TEMPORARY_GEO_PROFILE link',
      aCard().withTemporaryRegion().withoutLinks('DELETE_TEMPORARY_GEO_PROFILE'),
      'MESSAGE_BAI540_1019',
    ],
    ['no temporary profile', aCard(), 'TEMPORARY_GEO_PROFILE_NOT_FOUND'],
  ])('refuses with %s and calls nothing', async (_case, builder, code) => {
    const { remove, regions } = setUp();
    const result = await remove.execute({ card: builder.selected() });
    expect('error' in result && result.error.code).toBe(code);
    expect(regions.calls).toEqual([]);
  });
});
