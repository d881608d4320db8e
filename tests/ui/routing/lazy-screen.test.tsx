/** @jest-environment jsdom */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../domain/index';
import { createI18n } from '../../../ui/i18n/create-i18n';
import { addScreenTexts } from '../../../ui/i18n/screen-texts';
import { ContainerProvider } from '../../../ui/container/container-context';
import { ScreenTextsLoader, type AddScreenTexts } from '../../../ui/i18n/screen-texts-loader';
import { lazyScreen, type ScreenModule } from '../../../ui/routing/lazy-screen';
import { firstLoadI18n, TRANSLATIONS } from '../i18n/i18n-for';

/** Stands in for the route's FailureBoundary (tests/ui/routing/screen-load-failure.test.tsx tests that one). */
class Caught extends Component<{ readonly children: ReactNode }, { readonly error?: Error }> {
  override state: { readonly error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function EditorLike() {
  const { t } = useTranslation();
  return <p>{t('editLimits.howLongActive')}</p>;
}

/** A screen's module as its chunk gives it: the screen, and its binding (a no-op unless a test watches it). */
const moduleOf = (Screen: ComponentType, bind: ScreenModule['bind'] = () => undefined): Promise<ScreenModule> =>
  Promise.resolve({ default: Screen, bind });

async function show(
  Screen: ReturnType<typeof lazyScreen>,
  instance: ReturnType<typeof createI18n>,
  options: { container?: Container; texts?: AddScreenTexts } = {},
) {
  const page = (
    <ContainerProvider container={options.container ?? new Container()}>
      <I18nextProvider i18n={instance}>
        <Caught>
          <Suspense fallback={<p>loading</p>}>
            <Screen>
              <p>beside the screen</p>
            </Screen>
          </Suspense>
        </Caught>
      </I18nextProvider>
    </ContainerProvider>
  );
  await act(async () => {
    render(
      options.texts ? <ScreenTextsLoader.Provider value={options.texts}>{page}</ScreenTextsLoader.Provider> : page,
    );
  });
}

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('lazyScreen (%s)', (language) => {
  const firstLoad = async () => {
    const missing: string[] = [];
    return { missing, instance: await firstLoadI18n(language, { onMissingKey: (key) => missing.push(key) }) };
  };

  it('renders the screen and what goes beside it once its chunk and its texts are in, keeping the first load’s texts', async () => {
    const { instance, missing } = await firstLoad();
    expect(instance.exists('editLimits.howLongActive')).toBe(false);
    await show(
      lazyScreen(() => moduleOf(EditorLike), ['editors', 'forms']),
      instance,
    );
    expect(await screen.findByText(TRANSLATIONS[language].editLimits.howLongActive)).toBeTruthy();
    expect(screen.getByText('beside the screen')).toBeTruthy();
    // Deep-merged: the part's widgets join the first load's instead of replacing them.
    expect(instance.t('widgets.dateField.placeholder')).toBe(TRANSLATIONS[language].widgets.dateField.placeholder);
    expect(instance.t('widgets.select.empty')).toBe(TRANSLATIONS[language].widgets.select.empty);
    expect(missing).toEqual([]);
  });

  it('loads once per i18n instance: shown again, the screen renders at once from what it loaded', async () => {
    const { instance } = await firstLoad();
    const load = jest.fn(() => moduleOf(EditorLike));
    const Screen = lazyScreen(load, ['editors']);
    const container = new Container();
    await show(Screen, instance, { container });
    await screen.findByText(TRANSLATIONS[language].editLimits.howLongActive);
    cleanup();
    await show(Screen, instance, { container });
    expect(screen.getByText(TRANSLATIONS[language].editLimits.howLongActive)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('binds what the screen needs as its chunk arrives, before the screen first renders, once per container', async () => {
    const { instance } = await firstLoad();
    const container = new Container();
    const events: string[] = [];
    const Bound = () => {
      events.push(`rendered, bound: ${container.isBound('presenter')}`);
      return <p>{String(container.get('presenter'))}</p>;
    };
    const bind = (into: Container) => {
      events.push('bind');
      into.bind('presenter').toConstantValue('the presenter');
    };
    const Screen = lazyScreen(() => moduleOf(Bound, bind), ['editors']);
    await show(Screen, instance, { container });
    expect(await screen.findByText('the presenter')).toBeTruthy();
    cleanup();
    await show(Screen, instance, { container });
    expect(events.filter((event) => event === 'bind')).toHaveLength(1);
    expect(events[0]).toBe('bind');
    expect(events.slice(1).every((event) => event === 'rendered, bound: true')).toBe(true);
  });

  it('fails like a screen chunk that did not load when its chunk fails', async () => {
    const { instance } = await firstLoad();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn((): Promise<ScreenModule> => Promise.reject(new Error('the screen chunk did not load')));
    await show(lazyScreen(load, ['editors']), instance);
    expect((await screen.findByRole('alert')).textContent).toBe('the screen chunk did not load');
    expect(screen.queryByText('beside the screen')).toBeNull();
    // Asked once: a failed load is not asked again by itself (a chunk that keeps failing would be asked for ever).
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe.each(LANGUAGES)('lazyScreen with the notices part (%s)', (language) => {
  it('brings the notices part with its own, so its catalogue errors and successes read in full', async () => {
    const instance = await firstLoadI18n(language);
    expect(instance.exists('notification.success.blockedCard.title')).toBe(false);
    await show(
      lazyScreen(() => moduleOf(EditorLike), ['editors', 'notices']),
      instance,
    );
    expect(await screen.findByText(TRANSLATIONS[language].editLimits.howLongActive)).toBeTruthy();
    expect(instance.t('notification.success.blockedCard.title')).toBe(
      TRANSLATIONS[language].notification.success.blockedCard.title,
    );
    expect(instance.t('errorMessages.message:MESSAGE_BAI540_1029')).toBe(
      TRANSLATIONS[language].errorMessages['message:MESSAGE_BAI540_1029'],
    );
  });

  it('renders all the same when the notices part does not load (its notices then read generic words)', async () => {
    const instance = await firstLoadI18n(language);
    const add: AddScreenTexts = (into, part) =>
      part === 'notices' ? Promise.reject(new Error('the notices chunk did not load')) : addScreenTexts(into, part);
    await show(
      lazyScreen(() => moduleOf(EditorLike), ['editors', 'notices']),
      instance,
      { texts: add },
    );
    expect(await screen.findByText(TRANSLATIONS[language].editLimits.howLongActive)).toBeTruthy();
    expect(screen.getByText('beside the screen')).toBeTruthy();
    expect(instance.exists('notification.success.blockedCard.title')).toBe(false);
  });
});

describe('lazyScreen whose texts do not load', () => {
  it('fails the same way, and never renders the screen without its texts', async () => {
    // A language without parts makes the texts' load fail as a missing chunk would.
    const instance = createI18n('en', TRANSLATIONS.en);
    await instance.changeLanguage('de');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let rendered = false;
    const Screen = () => {
      rendered = true;
      return <p>the screen</p>;
    };
    await show(
      lazyScreen(() => moduleOf(Screen), ['editors']),
      instance,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('No editors texts in language de');
    expect(rendered).toBe(false);
  });

  it('fails the same way when the texts chunk does not arrive (a loader standing in for the network)', async () => {
    const instance = createI18n('en', TRANSLATIONS.en);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const bind = jest.fn();
    await show(
      lazyScreen(() => moduleOf(() => <p>the screen</p>, bind), ['editors']),
      instance,
      { texts: () => Promise.reject(new Error('the texts chunk did not load')) },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('the texts chunk did not load');
    expect(screen.queryByText('the screen')).toBeNull();
    expect(bind).not.toHaveBeenCalled();
  });
});
