import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { CONFIG_ERROR, loadEnvironment } from '../../adapters/config/load-environment';
import type { Environment } from '../../application/environment';
import { storeVariants, useSandbox } from './support/bank-client';

/** The app's own loader, with `./config.json` resolved against the page the app is served on. */
const loadFrom = (baseUrl: string, appPath: string) =>
  loadEnvironment((input, init) => fetch(new URL(String(input), `${baseUrl}${appPath}`), init));

/** The Environment as served: the idle time the sandbox's sessions are sure of (900 s less the 30 s between recorded uses). */
const servedAs = (environment: Environment, idleSeconds: number): Environment => ({
  ...environment,
  session: { ...environment.session, idleSeconds: idleSeconds - 30 },
});

const OTHER_BRAND: Environment = {
  ...DEFAULT_ENVIRONMENT,
  brand: 'otherbank',
  brandName: 'Other Bank',
  brandAbbreviation: 'otb',
  appPaths: { nl: '/nl/passen/', en: '/en/cards/' },
};

describe.each(storeVariants())('GET ./config.json, on $name', ({ store }) => {
  const started = useSandbox({ store });
  const other = useSandbox({ store, environment: OTHER_BRAND });
  const shortSessions = useSandbox({ store, sessionIdleSeconds: 90 });

  it.each(['/nl/betaalpassen/', '/en/debit-cards/', '/nl-zakelijk/betaalpassen/', '/en-business/debit-cards/'])(
    'answers the whole Environment next to the app at %s, valid for the app’s loader',
    async (appPath) => {
      expect(await loadFrom(started.url, appPath)).toEqual(servedAs(DEFAULT_ENVIRONMENT, 900));
    },
  );

  it('tells the app the idle time its portal sessions are sure of after any answer (WCAG 2.2.1: the app warns before it ends)', async () => {
    // 90 s idle, but a session used within 22.5 s of its last recorded use is not recorded again.
    expect((await loadFrom(shortSessions.url, '/nl/betaalpassen/')).session).toEqual({
      ...DEFAULT_ENVIRONMENT.session,
      idleSeconds: 67,
    });
    expect((await loadFrom(started.url, '/nl/betaalpassen/')).session.idleSeconds).toBe(870);
  });

  it('follows the Environment it was started with', async () => {
    expect(await loadFrom(other.url, '/en/cards/')).toEqual(servedAs(OTHER_BRAND, 900));
    await expect(loadFrom(other.url, '/en/debit-cards/')).rejects.toThrow(CONFIG_ERROR);
  });
});
