/** @jest-environment ./tests/support/screens/jsdom-environment.cjs */
import { screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import SpendingLimitScreen from '../../../ui/limits/spending-limit.screen';
import { aCard } from '../../support/builders/card';
import { editorWorld, renderScreen } from '../../support/screens/render-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';

// Section 4: "choosing a start clears the end date". Typed by hand, a start passes through text
// that names no date: one digit erased and typed again wiped the end the customer (or the card)
// had, leaving the same start and an empty end. Today is Monday 23 November 2026.

const PATH = '/edit-payment-limit';

describe.each(LANGUAGES)('the start of a period typed over (%s)', (language) => {
  const texts = TRANSLATIONS[language];
  const date = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  const start = () => date(texts.editLimits.dates.start);
  const end = () => date(texts.editLimits.dates.end);

  async function open() {
    const card = aCard().withId('card-a').withTemporaryLimit('POS', {
      limitValue: 4000,
      startDate: '2026-11-30',
      endDate: '2026-12-04',
    });
    const world = await editorWorld(card.build());
    const rendered = await renderScreen(language, world, PATH, { [PATH]: <SpendingLimitScreen /> });
    await rendered.user.click(screen.getByRole('radio', { name: texts.editLimits.duration.temporarilyWithLimit }));
    expect([start().value, end().value]).toEqual(['30-11-2026', '04-12-2026']);
    return { world, ...rendered };
  }

  it('keeps the end while the start is half typed and when the same start is typed again', async () => {
    const { world, user, where } = await open();
    await user.type(start(), '{Backspace}');
    expect([start().value, end().value]).toEqual(['30-11-202', '04-12-2026']);
    await user.type(start(), '6');
    expect([start().value, end().value]).toEqual(['30-11-2026', '04-12-2026']);
    await user.clear(end());
    await user.type(end(), '07122026');
    await user.click(screen.getByRole('button', { name: texts.generic.buttons.save }));
    expect(world.limits.callsOf('changeTemporary')).toEqual([
      [
        'card-a',
        'temporary-POS',
        { startDate: '2026-11-30', limitType: 'POS', limitValue: 4000, endDate: '2026-12-07' },
      ],
    ]);
    // The call is made before the signing page is shown: on a loaded host the navigation comes a tick later.
    await waitFor(() => expect(where.current).toBe('/signing'));
  });

  it('a new start still clears the end (section 4), also when it is typed after the old one was erased', async () => {
    const { user } = await open();
    await user.type(start(), '{Backspace}');
    await user.type(start(), '7');
    expect([start().value, end().value]).toEqual(['30-11-2027', '']);
    await user.clear(start());
    await user.type(start(), '01122026');
    await user.type(end(), '03122026');
    await user.clear(start());
    await user.type(start(), '02122026');
    expect([start().value, end().value]).toEqual(['02-12-2026', '']);
  });
});
