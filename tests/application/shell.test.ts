import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';
import { appPathFor, isBusinessPath, segmentOf } from '../../application/segment';
import { LoadPortalPart } from '../../application/use-cases/load-portal-part';
import { SwitchLanguage } from '../../application/use-cases/switch-language';
import { portalLinks } from '../../application/portal-links';
import { addressChangeUrl } from '../../application/use-cases/start-address-change';
import { FakeNavigation } from '../support/fakes/fake-navigation';
import { InMemorySessionStore } from '../support/fakes/in-memory-session-store';
import { FakePortal } from '../support/fakes/fake-portal';

const ENV = DEFAULT_ENVIRONMENT;

describe('the segment of the page (section 6)', () => {
  it.each([
    ['/nl/betaalpassen/', 'private'],
    ['/en/debit-cards/', 'private'],
    ['/nl-zakelijk/betaalpassen/', 'business'],
    ['/en-business/debit-cards/', 'business'],
  ] as const)('%s is %s', (pathname, segment) => {
    expect(segmentOf(pathname, ENV)).toBe(segment);
    expect(isBusinessPath(pathname, ENV)).toBe(segment === 'business');
  });

  it('serves the app per language and segment', () => {
    expect(appPathFor('nl', 'private', ENV)).toBe('/nl/betaalpassen/');
    expect(appPathFor('en', 'private', ENV)).toBe('/en/debit-cards/');
    expect(appPathFor('nl', 'business', ENV)).toBe('/nl-zakelijk/betaalpassen/');
    expect(appPathFor('en', 'business', ENV)).toBe('/en-business/debit-cards/');
  });
});

describe('SwitchLanguage', () => {
  it('goes to the other language in the same segment, on the same screen', () => {
    const navigation = new FakeNavigation({
      pathname: '/nl-zakelijk/betaalpassen/',
      search: '',
      hash: '#/card-management',
    });
    new SwitchLanguage(navigation, ENV, new InMemorySessionStore()).execute({ language: 'en' });
    expect(navigation.left).toEqual(['/en-business/debit-cards/#/card-management']);
  });

  it('keeps an editor’s screen and form for the page load (issue 33, item 5), and nothing from elsewhere', () => {
    const navigation = new FakeNavigation({ pathname: '/nl/betaalpassen/', search: '', hash: '#/edit-payment-limit' });
    const store = new InMemorySessionStore();
    const screen = { route: '/edit-payment-limit', paymentInstrumentId: 'card-a', form: { value: 700 } };
    new SwitchLanguage(navigation, ENV, store).execute({ language: 'en', screen });
    expect(navigation.left).toEqual(['/en/debit-cards/#/edit-payment-limit']);
    expect(store.addressChangeReturn()).toEqual(screen);
    const fresh = new InMemorySessionStore();
    new SwitchLanguage(navigation, ENV, fresh).execute({ language: 'en' });
    expect(fresh.addressChangeReturn()).toBeUndefined();
  });

  it('stays when the page already is in that language', () => {
    const navigation = new FakeNavigation({ pathname: '/en/debit-cards/', search: '', hash: '#/card-management' });
    new SwitchLanguage(navigation, ENV, new InMemorySessionStore()).execute({ language: 'en' });
    expect(navigation.left).toEqual([]);
  });
});

describe('LoadPortalPart', () => {
  it('answers whether the part is there, without raising an error', async () => {
    const portal = new FakePortal().unavailable('chat');
    const load = new LoadPortalPart(portal);
    expect(await load.execute({ part: 'header' })).toBe(true);
    expect(await load.execute({ part: 'chat' })).toBe(false);
    expect(portal.calls.map((call) => call.method)).toEqual(['header', 'chat']);
  });
});

describe('the address-change page (section 2.7)', () => {
  it('is the personal-data page of the language with edit=address', () => {
    expect(addressChangeUrl(portalLinks(ENV, 'private'), 'en')).toBe('/en/my-details/personal-data/?edit=address');
    expect(addressChangeUrl(portalLinks(ENV, 'business'), 'en')).toBe(
      '/en-business/self-service/details/?edit=address',
    );
    const withQuery = { personalData: { nl: '/nl/gegevens/?tab=1', en: '/en/x/' } };
    expect(addressChangeUrl(withQuery, 'nl')).toBe('/nl/gegevens/?tab=1&edit=address');
  });
});
