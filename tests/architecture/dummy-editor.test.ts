import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '../..');

// Issue 32: adding a lazy editor touches five files — its screen, its presenter, its manifest
// entry, its nl and en texts — and nothing else (docs/ui.md, "Adding a lazy editor", is this recipe).
const PRESENTER = `import type { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CardLimit, LimitForm } from '../../domain/index';
import { ChangeEcommerceLimit } from '../../application/use-cases/change-ecommerce-limit';
import { EnterScreen } from '../../application/use-cases/enter-screen';
import { bindLimitEditing } from '../../adapters/composition/limit-editing';
import { CardLoader } from '../cards/card-loader';
import { bindPresenterOf } from '../container/bind-presenter';
import { FormSession } from '../editing/form-session';
import type { EditorDependencies } from '../editing/editor-settings';
import type { RoutePath } from '../navigation/route-table';
import { LIMIT_FORM } from '../limits/limit-form-rules';
import { AppStore } from '../store/app-store';

export type DummyDependencies = EditorDependencies & { readonly changeEcommerceLimit: ChangeEcommerceLimit };

export class DummyPresenter {
  readonly editor: FormSession<LimitForm, CardLimit>;

  constructor(private readonly deps: DummyDependencies) {
    this.editor = new FormSession(deps, {
      initial: LIMIT_FORM.initial,
      route: '/edit-dummy',
      subject: (card) => card.ecommerceLimit,
      missing: 'LIMIT_TYPE_NOT_FOUND',
    });
    makeAutoObservable<DummyPresenter, 'deps'>(this, { deps: false, editor: false }, { autoBind: true });
  }

  get value(): number | undefined {
    return this.editor.form.value;
  }

  load(options?: { readonly revisit?: boolean }): Promise<void> {
    return this.editor.enter(options);
  }

  async save(): Promise<RoutePath | undefined> {
    const { card } = this.editor;
    if (!card || !this.editor.begin('saving')) return undefined;
    return this.editor.settle(this.deps.changeEcommerceLimit.execute({ card, limitValue: this.editor.form.value }));
  }
}

export function bind(container: Container): void {
  bindLimitEditing(container);
  bindPresenterOf(container, DummyPresenter, {
    app: AppStore,
    cards: CardLoader,
    enterScreen: EnterScreen,
    changeEcommerceLimit: ChangeEcommerceLimit,
  });
}
`;

const SCREEN = `import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EditorActions } from '../editing/editor-actions';
import { EditorForm } from '../editing/editor-form';
import { useEditor } from '../editing/use-editor';
import { DummyPresenter } from './dummy.presenter';

const DummyScreen = observer(function DummyScreen() {
  const { presenter, formProps } = useEditor(DummyPresenter);
  const { t } = useTranslation();
  return (
    <EditorForm {...formProps({ validation: presenter.editor.validation.view([]) })}>
      <p>{t('editDummy.intro', { value: presenter.value })}</p>
      <EditorActions secondary="cancel" />
    </EditorForm>
  );
});

export default DummyScreen;
`;

const ENTRY = `  {
    ...formPage('/edit-dummy', 'editDummy'),
    texts: ['editors', 'forms', 'notices'],
    screen: () => import('../dummy/dummy.screen'),
    presenter: () => import('../dummy/dummy.presenter'),
  },
`;

const texts = (title: string, intro: string) => ({
  routes: { editDummy: { title, titleShort: title } },
  cancelModal: { editDummy: { title, body: intro } },
  editDummy: { intro },
});

function addTexts(path: string, added: Record<string, Record<string, unknown>>): void {
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, unknown>>;
  for (const [key, value] of Object.entries(added)) json[key] = { ...json[key], ...value };
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}

describe('a new lazy editor', () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'dummy-editor-'));
    for (const part of ['domain', 'application', 'adapters', 'ui', 'tsconfig.json', 'package.json'])
      cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  });

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('takes five files — screen, presenter, manifest entry, nl and en texts — and type-checks', async () => {
    const touched = [
      'ui/dummy/dummy.presenter.ts',
      'ui/dummy/dummy.screen.tsx',
      'ui/routing/route-manifest.ts',
      'ui/i18n/nl/editors.json',
      'ui/i18n/en/editors.json',
    ];
    cpSync(join(ROOT, 'ui/i18n'), join(copy, 'ui/i18n'), { recursive: true });
    mkdirSync(join(copy, 'ui/dummy'));
    writeFileSync(join(copy, touched[0]!), PRESENTER);
    writeFileSync(join(copy, touched[1]!), SCREEN);
    const manifest = join(copy, touched[2]!);
    const source = readFileSync(manifest, 'utf8');
    const end = source.indexOf('];', source.indexOf('ROUTE_MANIFEST'));
    writeFileSync(manifest, source.slice(0, end) + ENTRY + source.slice(end));
    addTexts(join(copy, touched[3]!), texts('Dummy wijzigen', 'Een voorbeeld: {{value}}'));
    addTexts(join(copy, touched[4]!), texts('Change dummy', 'An example: {{value}}'));
    expect(touched).toHaveLength(5);

    // Only the app's own tree (tests, sandbox and bench are not copied): what an editor can break.
    writeFileSync(
      join(copy, 'tsconfig.check.json'),
      JSON.stringify({ extends: './tsconfig.json', compilerOptions: { types: ['node'] }, include: ['ui'] }),
    );
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const run = promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.check.json'], { cwd: copy });
    // The compiler's diagnostics, when there are any, are what the recipe is missing.
    const diagnostics = await run.then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(diagnostics).toBe('');
  }, 600_000);
});
