import { join, resolve } from 'node:path';
import { checkImport, layerViolations, specifiersOf } from '../support/import-rules';

const root = resolve(__dirname, '../..');
const at = (path: string) => join(root, path);

describe('the dependency rule', () => {
  it('holds for every source file in the tree', () => {
    expect(layerViolations(root)).toEqual([]);
  });

  it('finds static, re-exported, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "import 'reflect-metadata';",
      "const lazy = () => import('./d');",
      '// import { ignored } from "./comment";',
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a', '../b', './c', 'reflect-metadata', './d']);
  });

  it('refuses domain importing a framework, another layer or a package other than temporal-polyfill', () => {
    expect(checkImport(root, at('domain/cards/x.ts'), 'react')).toBeDefined();
    expect(checkImport(root, at('domain/cards/x.ts'), '../../application/ports/cards')).toBeDefined();
    expect(checkImport(root, at('domain/cards/x.ts'), 'fast-check')).toBeDefined();
    expect(checkImport(root, at('domain/cards/x.ts'), 'temporal-polyfill')).toBeUndefined();
    expect(checkImport(root, at('domain/cards/x.ts'), '../calendar/iso-date')).toBeUndefined();
  });

  it('refuses application importing adapters, ui or packages', () => {
    expect(checkImport(root, at('application/use-cases/x.ts'), '../../adapters/http/http-cards')).toBeDefined();
    expect(checkImport(root, at('application/use-cases/x.ts'), '../../ui/app-store')).toBeDefined();
    expect(checkImport(root, at('application/use-cases/x.ts'), 'mobx')).toBeDefined();
    expect(checkImport(root, at('application/use-cases/x.ts'), '../../domain/index')).toBeUndefined();
  });

  it('lets ui reach adapters only through the composition root', () => {
    expect(checkImport(root, at('ui/overview/x.tsx'), '../../adapters/http/http-cards')).toBeDefined();
    expect(checkImport(root, at('ui/overview/x.tsx'), '../../adapters/config/load-environment')).toBeDefined();
    expect(checkImport(root, at('ui/main.tsx'), '../adapters/composition/create-container')).toBeUndefined();
    expect(checkImport(root, at('ui/region/x.ts'), '../../adapters/composition/region-editing')).toBeUndefined();
    expect(checkImport(root, at('ui/main.tsx'), 'react')).toBeUndefined();
  });

  it('keeps routing above the screens and navigation below them, one way', () => {
    expect(checkImport(root, at('ui/shell/app-shell.tsx'), '../routing/routed-page')).toBeDefined();
    expect(checkImport(root, at('ui/overview/x.tsx'), '../routing/screens')).toBeDefined();
    expect(checkImport(root, at('ui/navigation/x.ts'), '../shell/shell-context')).toBeDefined();
    expect(checkImport(root, at('ui/navigation/x.ts'), '../routing/routed-page')).toBeDefined();
    expect(checkImport(root, at('ui/app-root.tsx'), './routing/routed-page')).toBeUndefined();
    expect(checkImport(root, at('ui/routing/screens.ts'), '../overview/overview.screen')).toBeUndefined();
    expect(checkImport(root, at('ui/overview/x.tsx'), '../navigation/route-table')).toBeUndefined();
  });

  it('refuses adapters importing ui', () => {
    expect(checkImport(root, at('adapters/composition/create-container.ts'), '../../ui/app-store')).toBeDefined();
  });

  it('keeps the sandbox a separate program on the public entry of the domain', () => {
    expect(checkImport(root, at('sandbox/routes/x.ts'), '../../domain/index')).toBeUndefined();
    expect(checkImport(root, at('sandbox/routes/x.ts'), '../../domain/limits/limit-rules')).toBeDefined();
    expect(checkImport(root, at('sandbox/routes/x.ts'), '../../adapters/http/http-cards')).toBeDefined();
    expect(checkImport(root, at('sandbox/routes/x.ts'), '../../ui/app-store')).toBeDefined();
    expect(checkImport(root, at('adapters/http/x.ts'), '../../sandbox/server')).toBeDefined();
  });
});
