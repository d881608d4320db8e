/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import RegionScreen from '../../../ui/region/region.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { expectNoRawKeys } from '../i18n/raw-keys';

// Reading 107: a temporary limit or setting that is already running (since Monday 16 November;
// today is Monday 23 November 2026) is edited from today on. Its own start lay in the past, which
// every Save was refused for ("De startdatum mag niet in het verleden liggen"), so a customer who
// only wanted a later end had to pick a new start, which cleared the end, and then the end again.

const SINCE = '2026-11-16';
const UNTIL = '2026-12-04';

describe.each(LANGUAGES)('a running temporary entry in its editor (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const date = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  const save = () => screen.getByRole('button', { name: texts.generic.buttons.save });

  describe('the payment limit', () => {
    const PATH = '/edit-payment-limit';
    const start = () => date(texts.editLimits.dates.start);
    const end = () => date(texts.editLimits.dates.end);

    async function open() {
      const card = aCard()
        .withId('card-a')
        .withTemporaryLimit('POS', { limitValue: 4000, startDate: SINCE, endDate: UNTIL });
      const world = await editorWorld(card.build());
      const rendered = await renderScreen(language, world, PATH, { [PATH]: <SpendingLimitScreen /> });
      await rendered.user.click(screen.getByRole('radio', { name: texts.editLimits.duration.temporarilyWithLimit }));
      return { world, ...rendered };
    }

    it('shows it from today to its end; a later end is saved from today', async () => {
      const { world, user, where, container, missingKeys } = await open();
      expect([start().value, end().value]).toEqual(['23-11-2026', '04-12-2026']);
      expectNoRawKeys(container);
      expect(missingKeys).toEqual([]);
      await user.clear(end());
      await user.type(end(), '11122026');
      await user.click(save());
      await waitFor(() => expect(where.current).toBe('/signing'));
      expect(world.limits.callsOf('changeTemporary')).toEqual([
        [
          'card-a',
          'temporary-POS',
          { limitType: 'POS', limitValue: 4000, startDate: '2026-11-23', endDate: '2026-12-11' },
        ],
      ]);
    });

    it('saved as it is shown, it changes nothing: said at the amount, nothing sent, no word of a past start', async () => {
      const { world, user, where } = await open();
      await user.click(save());
      expect(await screen.findAllByText(texts.generic.warnings.limitUnchanged)).not.toHaveLength(0);
      expect(screen.queryByText(texts.generic.warnings.startDateMinRangeInvalid)).toBeNull();
      expect(world.limits.calls).toEqual([]);
      expect(where.current).toBe(PATH);
    });
  });

  describe('international use', () => {
    const PATH = '/edit-region';
    const words = texts.editRegion;
    const start = () => date(words.dates.start);
    const end = () => date(words.dates.end);

    async function open() {
      const card = aCard().withId('card-a').withTemporaryRegion({ startDate: SINCE, endDate: UNTIL });
      const world = await editorWorld(card.build());
      const rendered = await renderScreen(language, world, PATH, { [PATH]: <RegionScreen /> });
      await rendered.user.click(screen.getByRole('radio', { name: words.duration.temporarilyWithLimit }));
      return { world, ...rendered };
    }

    it('shows it from today to its end; a later end replaces it from today', async () => {
      const { world, user, where } = await open();
      expect([start().value, end().value]).toEqual(['23-11-2026', '04-12-2026']);
      await user.clear(end());
      await user.type(end(), '11122026');
      await user.click(save());
      await waitFor(() => expect(where.current).toBe('/card-management'));
      expect(world.regions.calls).toEqual([
        { method: 'deleteTemporary', args: ['card-a', 'temporary-geo'] },
        {
          method: 'createTemporary',
          args: ['card-a', { geoProfile: 'WORLD', startDate: '2026-11-23', endDate: '2026-12-11' }],
        },
      ]);
    });

    it('saved as it is shown, it changes nothing (1026): nothing sent, no word of a past start', async () => {
      const { world, user, where } = await open();
      await user.click(save());
      expect(await screen.findByText(texts.errorMessages['message:MESSAGE_BAI540_1026'])).toBeTruthy();
      expect(screen.queryByText(texts.generic.warnings.startDateMinRangeInvalid)).toBeNull();
      expect(world.regions.calls).toEqual([]);
      expect(where.current).toBe(PATH);
    });
  });
});
