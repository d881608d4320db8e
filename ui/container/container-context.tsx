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

/**
 * One presenter per mounted screen: resolved once (presenters are transient bindings), and
 * disposed when the screen goes away. It is bound before: the first load's at boot
 * (ui/bind-first-load.ts), a lazily loaded screen's by its module's `bind` when its chunk arrives.
 */
export function usePresenter<T extends object>(token: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [presenter] = useState(() => container.get<T>(token));
  useEffect(() => () => (presenter as Disposable).dispose?.(), [presenter]);
  return presenter;
}
