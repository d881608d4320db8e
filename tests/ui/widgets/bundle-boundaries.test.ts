import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { specifiersOf } from '../../support/import-rules';

const WIDGETS = join(__dirname, '../../../ui/widgets');
// 'react-aria' covers react-aria-components too.
const HEAVY = ['react-aria', '@internationalized/date'];
const files = readdirSync(WIDGETS).filter((name) => /\.tsx?$/.test(name));
const source = (name: string) => readFileSync(join(WIDGETS, name), 'utf8');

// The overview's first load has a 200 KB budget; react-aria (~50 KB gz) may only arrive on demand.
describe('what the widgets make the first load download', () => {
  it('only the lazy calendars and the search select import react-aria: themselves and their shared frame, day cell, views and view parts, which only they import', () => {
    const heavyImporters = files.filter((name) =>
      specifiersOf(source(name)).some((specifier) => HEAVY.some((heavy) => specifier.startsWith(heavy))),
    );
    expect(heavyImporters).toEqual([
      'date-calendar-day.tsx',
      'date-calendar-frame.tsx',
      'date-calendar-view-parts.tsx',
      'date-calendar-views.tsx',
      'date-calendar.tsx',
      'date-range-calendar.tsx',
      'search-select.tsx',
    ]);
    expect(files.filter((name) => specifiersOf(source(name)).includes('./date-calendar-frame'))).toEqual([
      'date-calendar.tsx',
      'date-range-calendar.tsx',
    ]);
    expect(files.filter((name) => specifiersOf(source(name)).includes('./date-calendar-views'))).toEqual([
      'date-calendar-frame.tsx',
    ]);
    expect(files.filter((name) => specifiersOf(source(name)).includes('./date-calendar-day'))).toEqual([
      'date-calendar-frame.tsx',
    ]);
    expect(files.filter((name) => specifiersOf(source(name)).includes('./date-calendar-view-parts'))).toEqual([
      'date-calendar-day.tsx',
      'date-calendar-frame.tsx',
      'date-calendar-views.tsx',
    ]);
  });

  it.each([
    ['date-calendar', 'date-field.tsx'],
    ['date-range-calendar', 'date-range-fields.tsx'],
  ])('the %s is reached only through a dynamic import, from %s', (calendar, importer) => {
    const staticImport = new RegExp(`import\\s[^'"]*?from\\s*['"]\\./${calendar}['"]`);
    const dynamicImport = new RegExp(`import\\(\\s*['"]\\./${calendar}['"]\\s*\\)`);
    expect(files.filter((name) => staticImport.test(source(name)))).toEqual([]);
    expect(files.filter((name) => dynamicImport.test(source(name)))).toEqual([importer]);
  });

  it('the search select is reached only through a dynamic import, from the card picker', () => {
    const overview = join(__dirname, '../../../ui/overview');
    const importers = [
      ...files.map((name) => join(WIDGETS, name)),
      ...readdirSync(overview).map((name) => join(overview, name)),
    ];
    const text = (path: string) => readFileSync(path, 'utf8');
    expect(
      importers.filter((path) => /import\s[^'"]*?from\s*['"][./]*\/?(widgets\/)?search-select['"]/.test(text(path))),
    ).toEqual([]);
    expect(
      importers
        .filter((path) => /import\(\s*['"]\.\.\/widgets\/search-select['"]\s*\)/.test(text(path)))
        .map((path) => path.split('/ui/')[1]),
    ).toEqual(['overview/card-picker.tsx']);
  });
});
