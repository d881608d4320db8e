/** @jest-environment jsdom */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../domain/index';
import { createI18n } from '../../../ui/i18n/create-i18n';
import { loadTranslations } from '../../../ui/i18n/load-translations';
import { lazyScreen } from '../../../ui/routing/lazy-screen';
import { TRANSLATIONS } from '../i18n/i18n-for';

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

async function show(Screen: ReturnType<typeof lazyScreen>, instance: ReturnType<typeof createI18n>) {
  await act(async () => {
    render(
      <I18nextProvider i18n={instance}>
        <Caught>
          <Suspense fallback={<p>loading</p>}>
            <Screen>
              <p>beside the screen</p>
            </Screen>
          </Suspense>
        </Caught>
      </I18nextProvider>,
    );
  });
}

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('lazyScreen (%s)', (language) => {
  const firstLoad = async () => {
    const missing: string[] = [];
    return { missing, instance: createI18n(language, await loadTranslations(language), { onMissingKey: (key) => missing.push(key) }) };
  };

  it('renders the screen and what goes beside it once its chunk and its texts are in, keeping the first load’s texts', async () => {
    const { instance, missing } = await firstLoad();
    expect(instance.exists('editLimits.howLongActive')).toBe(false);
    await show(lazyScreen(() => Promise.resolve({ default: EditorLike }), 'editors'), instance);
    expect(await screen.findByText(TRANSLATIONS[language].editLimits.howLongActive)).toBeTruthy();
    expect(screen.getByText('beside the screen')).toBeTruthy();
    // Deep-merged: the part's widgets join the first load's instead of replacing them.
    expect(instance.t('widgets.dateField.placeholder')).toBe(TRANSLATIONS[language].widgets.dateField.placeholder);
    expect(instance.t('widgets.select.empty')).toBe(TRANSLATIONS[language].widgets.select.empty);
    expect(missing).toEqual([]);
  });

  it('loads once per i18n instance: shown again, the screen renders at once from what it loaded', async () => {
    const { instance } = await firstLoad();
    const load = jest.fn(() => Promise.resolve({ default: EditorLike }));
    const Screen = lazyScreen(load, 'editors');
    await show(Screen, instance);
    await screen.findByText(TRANSLATIONS[language].editLimits.howLongActive);
    cleanup();
    await show(Screen, instance);
    expect(screen.getByText(TRANSLATIONS[language].editLimits.howLongActive)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails like a screen chunk that did not load when its chunk fails', async () => {
    const { instance } = await firstLoad();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn(() => Promise.reject(new Error('the screen chunk did not load')));
    await show(lazyScreen(load, 'editors'), instance);
    expect((await screen.findByRole('alert')).textContent).toBe('the screen chunk did not load');
    expect(screen.queryByText('beside the screen')).toBeNull();
    // Asked once: a failed load is not asked again by itself (a chunk that keeps failing would be asked for ever).
    await act(() => new Promise((settle) => setTimeout(settle, 50)));
    expect(load).toHaveBeenCalledTimes(1);
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
    await show(lazyScreen(() => Promise.resolve({ default: Screen }), 'editors'), instance);
    expect((await screen.findByRole('alert')).textContent).toBe('No editors texts in language de');
    expect(rendered).toBe(false);
  });
});
