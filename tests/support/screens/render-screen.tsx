import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Language, PaymentInstrument } from '../../../domain/index';
import { ContainerProvider } from '../../../ui/container/container-context';
import { CancelModal } from '../../../ui/editing/cancel-modal';
import { CancelRequest } from '../../../ui/editing/request-cancel';
import { AppInstance } from '../../../ui/navigation/app-instance';
import { ROUTES } from '../../../ui/navigation/route-table';
import { routeFor } from '../../../ui/routing/route-manifest';
import { useAppNavigate } from '../../../ui/navigation/use-app-navigate';
import { renderIn } from '../../ui/i18n/render-in';
import { fakeWorld } from '../fakes/fake-world';
import { bindLazyScreens } from './lazy-bindings';
import { NotificationOutlet } from './notification-outlet';

export type EditorWorld = ReturnType<typeof fakeWorld>;

/** Every port faked, the lazily loaded screens bound, and the overview loaded with these cards (the first selected). */
export async function editorWorld(...cards: PaymentInstrument[]): Promise<EditorWorld> {
  const world = fakeWorld(cards);
  await bindLazyScreens(world.container);
  await world.cardLoader.load();
  return world;
}

/** The path the app is on; follows every navigation. */
export type Where = { current: string };

function Probe({ where }: { where: Where }) {
  where.current = useLocation().pathname;
  return null;
}

/**
 * The routed page's cancel modal as the screens' tests need it (the real one lives with the
 * routed page): a screen's Cancel opens the route's modal; Yes leads to the overview.
 */
function CancelOutlet({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  const go = useAppNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [location.key]);
  const name = routeFor(location.pathname)?.cancelModal;
  return (
    <CancelRequest.Provider value={() => setOpen(true)}>
      {children}
      {name ? (
        <CancelModal name={name} open={open} onConfirm={() => go(ROUTES.overview)} onClose={() => setOpen(false)} />
      ) : null}
    </CancelRequest.Provider>
  );
}

/**
 * A screen as the shell would hold it, without the shell (built elsewhere): router, container
 * and i18n around it, the notification area above and the cancel modal beside. Other paths
 * render nothing, so leaving the screen unmounts it. Resolves once the screen's own load has
 * settled (the fakes answer at once), so its updates happen inside act.
 */
export async function renderScreen(
  language: Language,
  world: EditorWorld,
  path: string,
  routes: Readonly<Record<string, ReactElement>>,
) {
  const where: Where = { current: path };
  const rendered = renderIn(
    language,
    <ContainerProvider container={world.container}>
      <MemoryRouter initialEntries={[path]}>
        <AppInstance.Provider value="a screen test">
          <NotificationOutlet notifications={world.app.notifications} />
          <main>
            <CancelOutlet>
              <Routes>
                {Object.entries(routes).map(([route, element]) => (
                  <Route key={route} path={route} element={element} />
                ))}
                <Route path="*" element={null} />
              </Routes>
            </CancelOutlet>
          </main>
          <Probe where={where} />
        </AppInstance.Provider>
      </MemoryRouter>
    </ContainerProvider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return { ...rendered, where, user: userEvent.setup() };
}
