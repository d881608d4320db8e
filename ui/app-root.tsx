import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from './container/container-context';
import type { EarlyInput } from './first-paint/early-input';
import { EarlyInputContext } from './first-paint/early-input-context';
import { RoutedPage } from './routing/routed-page';
import { SessionTimeoutWarning } from './routing/screens';
import { AppShell } from './shell/app-shell';

/** The app with what it runs on; the router comes from outside (hash in the page, memory in tests). */
export function AppRoot({
  container,
  i18n,
  router,
  earlyInput,
}: {
  readonly container: Container;
  readonly i18n: i18n;
  readonly router: (app: ReactNode) => ReactNode;
  readonly earlyInput?: EarlyInput | undefined;
}) {
  const app = (
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        {router(
          <AppShell timeoutWarning={SessionTimeoutWarning}>
            <RoutedPage />
          </AppShell>,
        )}
      </ContainerProvider>
    </I18nextProvider>
  );
  return earlyInput ? <EarlyInputContext.Provider value={earlyInput}>{app}</EarlyInputContext.Provider> : app;
}
