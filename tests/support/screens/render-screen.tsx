import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Language, PaymentInstrument } from '../../../domain/index';
import { ContainerProvider } from '../../../ui/container-context';
import { bindLimitEditors } from '../../../ui/limits/bind-limit-editors';
import { bindRegionEditor } from '../../../ui/region/bind-region-editor';
import { bindSigningPresenter } from '../../../ui/signing/bind-signing';
import { renderIn } from '../../ui/i18n/render-in';
import { fakeWorld } from '../fakes/fake-world';
import { NotificationOutlet } from './notification-outlet';

export type EditorWorld = ReturnType<typeof fakeWorld>;

/** Every port faked, the editors' presenters bound, and the overview loaded with these cards (the first selected). */
export async function editorWorld(...cards: PaymentInstrument[]): Promise<EditorWorld> {
  const world = fakeWorld(cards);
  bindLimitEditors(world.container);
  bindRegionEditor(world.container);
  bindSigningPresenter(world.container);
  await world.app.loadOverview();
  return world;
}

/** The path the app is on; follows every navigation. */
export type Where = { current: string };

function Probe({ where }: { where: Where }) {
  where.current = useLocation().pathname;
  return null;
}

/**
 * A screen as the shell would hold it, without the shell (built elsewhere): router, container
 * and i18n around it, and the notification area above. Other paths render nothing, so leaving
 * the screen unmounts it. Resolves once the screen's own load has settled (the fakes answer at
 * once), so its updates happen inside act.
 */
export async function renderScreen(language: Language, world: EditorWorld, path: string, routes: Readonly<Record<string, ReactElement>>) {
  const where: Where = { current: path };
  const rendered = renderIn(
    language,
    <ContainerProvider container={world.container}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationOutlet app={world.app} />
        <main>
          <Routes>
            {Object.entries(routes).map(([route, element]) => (
              <Route key={route} path={route} element={element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        </main>
        <Probe where={where} />
      </MemoryRouter>
    </ContainerProvider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return { ...rendered, where, user: userEvent.setup() };
}
