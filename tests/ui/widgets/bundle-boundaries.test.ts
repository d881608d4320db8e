import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { specifiersOf } from '../../support/import-rules';

const WIDGETS = join(__dirname, '../../../ui/widgets');
const HEAVY = ['react-aria-components', '@internationalized/date'];
const files = readdirSync(WIDGETS).filter((name) => /\.tsx?$/.test(name));
const source = (name: string) => readFileSync(join(WIDGETS, name), 'utf8');

// The overview's first load has a 200 KB budget; react-aria (~50 KB gz) may only arrive on demand.
describe('what the widgets make the first load download', () => {
  it('only the lazy calendar imports react-aria: itself and its month and year views, which only it imports', () => {
    const heavyImporters = files.filter((name) => specifiersOf(source(name)).some((specifier) => HEAVY.some((heavy) => specifier.startsWith(heavy))));
    expect(heavyImporters).toEqual(['date-calendar-views.tsx', 'date-calendar.tsx']);
    expect(files.filter((name) => specifiersOf(source(name)).includes('./date-calendar-views'))).toEqual(['date-calendar.tsx']);
  });

  it('the calendar is reached only through a dynamic import', () => {
    const staticImport = /import\s[^'"]*?from\s*['"]\.\/date-calendar['"]/;
    const dynamicImport = /import\(\s*['"]\.\/date-calendar['"]\s*\)/;
    expect(files.filter((name) => staticImport.test(source(name)))).toEqual([]);
    expect(files.filter((name) => dynamicImport.test(source(name)))).toEqual(['date-field.tsx']);
  });
});
