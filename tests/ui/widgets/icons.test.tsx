/** @jest-environment jsdom */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { LANGUAGES } from '../../../domain/index';
import { CardIcon } from '../../../ui/editing/card-icon';
import { DateField } from '../../../ui/widgets/date-field';
import {
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  GLYPH_SIZE,
  iconPixels,
} from '../../../ui/widgets/icons';
import { Notification } from '../../../ui/widgets/notification';
import { TRANSLATIONS } from '../i18n/i18n-for';
import { renderIn } from '../i18n/render-in';

const size = (svg: Element | null) => [Number(svg?.getAttribute('width')), Number(svg?.getAttribute('height'))];

describe('icon sizes (section 9: size × 8 px, default 5)', () => {
  it.each([
    ['ChevronLeftIcon', ChevronLeftIcon],
    ['ChevronRightIcon', ChevronRightIcon],
    ['CloseIcon', CloseIcon],
    ['CalendarIcon', CalendarIcon],
  ])('%s is 40 px by default, and size × 8 px when given a size', (_name, Icon) => {
    const { container, rerender } = render(<Icon />);
    expect(size(container.querySelector('svg'))).toEqual([40, 40]);
    rerender(<Icon size={2} />);
    expect(size(container.querySelector('svg'))).toEqual([16, 16]);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('the card beside an editor’s card details is 40 px wide by default, as high as a card is', () => {
    const { container } = render(<CardIcon />);
    expect(size(container.querySelector('svg'))).toEqual([40, 28]);
  });

  it.each(LANGUAGES)('the glyphs inside buttons are the smaller step, 24 px (%s)', (language) => {
    const texts = TRANSLATIONS[language];
    expect(iconPixels(GLYPH_SIZE)).toBe(24);
    renderIn(
      language,
      <>
        <Notification type="info" onClose={() => undefined}>
          <p>…</p>
        </Notification>
        <DateField label={texts.editLimits.dates.date} value={undefined} onChange={() => undefined} />
      </>,
    );
    for (const name of [
      texts.notification.close,
      `${texts.widgets.dateField.openCalendar}: ${texts.editLimits.dates.date}`,
    ]) {
      expect(size(screen.getByRole('button', { name }).querySelector('svg'))).toEqual([24, 24]);
    }
  });

  it('no stylesheet sizes an icon behind the size prop’s back', () => {
    const styles = join(__dirname, '../../../ui/styles');
    const files = readdirSync(styles, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'));
    const sizedSvg = files.filter((name) =>
      /svg\s*\{[^}]*(^|[{;\s])(width|height)\s*:/.test(readFileSync(join(styles, name), 'utf8')),
    );
    expect(sizedSvg).toEqual([]);
  });
});
