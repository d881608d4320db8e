import { DEFAULT_ENVIRONMENT } from '../../adapters/config/default-environment';
import { CONFIG_ERROR, loadEnvironment } from '../../adapters/config/load-environment';
import type { Environment } from '../../application/environment';
import { storeVariants, useSandbox } from './support/bank-client';

/** The app's own loader, with `./config.json` resolved against the page the app is served on. */
const loadFrom = (baseUrl: string, appPath: string) => loadEnvironment((input, init) => fetch(new URL(String(input), `${baseUrl}${appPath}`), init));

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

  it.each(['/nl/betaalpassen/', '/en/debit-cards/', '/nl-zakelijk/betaalpassen/', '/en-business/debit-cards/'])(
    'answers the whole Environment next to the app at %s, valid for the app’s loader',
    async (appPath) => {
      expect(await loadFrom(started.url, appPath)).toEqual(DEFAULT_ENVIRONMENT);
    },
  );

  it('follows the Environment it was started with', async () => {
    expect(await loadFrom(other.url, '/en/cards/')).toEqual(OTHER_BRAND);
    await expect(loadFrom(other.url, '/en/debit-cards/')).rejects.toThrow(CONFIG_ERROR);
  });
});
