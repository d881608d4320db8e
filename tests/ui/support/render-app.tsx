import { act, render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import type { Language, PaymentInstrument } from '../../../domain/index';
import type { Environment } from '../../../application/environment';
import { AppRoot } from '../../../ui/app-root';
import type { EarlyInput } from '../../../ui/first-paint/early-input';
import { ScreenTextsLoader, type AddScreenTexts } from '../../../ui/i18n/screen-texts-loader';
import { firstLoadI18n, i18nFor } from '../i18n/i18n-for';
import { fakeWorld } from '../../support/fakes/fake-world';
import { afterPaint } from '../../support/screens/after-paint';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { followSettlements } from './settlements';

export type World = ReturnType<typeof fakeWorld>;

export type AppOptions = {
  readonly language?: Language;
  /** The hash route the page opens on, and the history state it carries. */
  readonly entry?: string;
  readonly state?: unknown;
  readonly pathname?: string;
  readonly search?: string;
  readonly sessionStore?: InMemorySessionStore;
  readonly environment?: Environment;
  /**
   * `all` (the default): every text at once, so any screen renders; `first-load`: only what the
   * page loads first, as in production, so a lazy screen has to bring its own texts.
   */
  readonly texts?: 'all' | 'first-load';
  /** How a lazy screen's texts arrive: a test stands in a chunk that fails. */
  readonly screenTexts?: AddScreenTexts;
  /** Prepares the fakes before the app starts (failures, a held portal, messages). */
  readonly arrange?: (world: World) => void;
  /** What the customer did on the first module's paint (issue 34), for the app to carry out. */
  readonly earlyInput?: EarlyInput;
};

export type RenderedApp = RenderResult & {
  readonly world: World;
  readonly location: () => Location;
  /** Every path the router showed, in order (redirects included). */
  readonly visited: () => readonly string[];
  /** The browser's back and forward buttons: `history(-1)`. */
  readonly history: (delta: number) => Promise<void>;
  readonly missingKeys: readonly string[];
  readonly scrolls: () => number;
  /** Every outcome answered, become state; one held open is not waited for (./settlements.ts: what else is not). */
  readonly settled: () => Promise<void>;
};

const APP_PATHS: Record<Language, string> = { nl: '/nl/betaalpassen/', en: '/en/debit-cards/' };

function LocationProbe({
  into,
  visited,
  navigate,
}: {
  readonly into: { current?: Location };
  readonly visited: string[];
  readonly navigate: { current?: NavigateFunction };
}) {
  const location = useLocation();
  into.current = location;
  navigate.current = useNavigate();
  useEffect(() => {
    visited.push(location.pathname);
  }, [location, visited]);
  return null;
}

let scrolled = 0;

/** jsdom does not scroll; the app's calls are counted instead (section 2.1, section 8). */
export function countScrolls(): void {
  scrolled = 0;
  window.scrollTo = (() => {
    scrolled += 1;
  }) as typeof window.scrollTo;
}

/**
 * The whole app, from the customer's side, on the real container with every port faked: the
 * session check, the shell and the routed screen, in one language.
 */
export async function renderApp(cards: PaymentInstrument[], options: AppOptions = {}): Promise<RenderedApp> {
  const language = options.language ?? 'nl';
  const world = fakeWorld(
    cards,
    options.sessionStore ?? new InMemorySessionStore(),
    options.environment ? { environment: options.environment } : {},
  );
  world.navigation.address = {
    pathname: options.pathname ?? APP_PATHS[language],
    search: options.search ?? '',
    hash: `#${options.entry ?? '/card-management'}`,
  };
  options.arrange?.(world);
  const settlements = followSettlements(world.app);
  const missingKeys: string[] = [];
  const onMissingKey = (key: string) => missingKeys.push(key);
  const i18n =
    options.texts === 'first-load'
      ? await firstLoadI18n(language, { onMissingKey })
      : i18nFor(language, { onMissingKey });
  const location: { current?: Location } = {};
  const visited: string[] = [];
  const navigate: { current?: NavigateFunction } = {};
  countScrolls();
  const [pathname = '/', query] = (options.entry ?? '/card-management').split('?');
  const router = (app: ReactNode) => (
    <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state: options.state }]}>
      {options.screenTexts ? (
        <ScreenTextsLoader.Provider value={options.screenTexts}>{app}</ScreenTextsLoader.Provider>
      ) : (
        app
      )}
      <LocationProbe into={location} visited={visited} navigate={navigate} />
    </MemoryRouter>
  );
  let rendered: RenderResult | undefined;
  await act(async () => {
    rendered = render(
      <AppRoot container={world.container} i18n={i18n} router={router} earlyInput={options.earlyInput} />,
    );
  });
  // The shell's work after the first card (issue 14): portal parts, disturbance, session watch.
  await act(afterPaint);
  return {
    ...rendered!,
    world,
    location: () => location.current!,
    visited: () => visited,
    history: (delta) => act(async () => void navigate.current!(delta)),
    missingKeys,
    scrolls: () => scrolled,
    settled: settlements.settled,
  };
}
