import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | undefined>(undefined);

/** The one composition root, handed to every screen. */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useContainer needs a <ContainerProvider> above it');
  return container;
}

/** Something a screen can let go of when it unmounts (pending reactions, timers). */
type Disposable = { dispose?: () => void };

/** Binds a screen's presenter; lazily loaded screens bring their own, so the first load stays small. */
export type PresenterBinding = (container: Container) => void;

/**
 * One presenter per mounted screen: resolved once (presenters are transient bindings), and
 * disposed when the screen goes away. A lazily loaded screen passes its binding, which runs the
 * first time the screen is shown.
 */
export function usePresenter<T extends object>(token: ServiceIdentifier<T>, bind?: PresenterBinding): T {
  const container = useContainer();
  const [presenter] = useState(() => {
    if (bind && !container.isBound(token)) bind(container);
    return container.get<T>(token);
  });
  useEffect(() => () => (presenter as Disposable).dispose?.(), [presenter]);
  return presenter;
}
