import type { Environment } from '../application/environment';

const BRAND = 'demobank';
const PREFIX = '/portal';

/** The sandbox defaults (issue 3): every path the app and the sandbox agree on derives from here. */
export const DEFAULT_ENVIRONMENT: Environment = {
  brand: BRAND,
  brandName: 'Demo Bank',
  brandAbbreviation: 'dmb',
  apiPrefix: PREFIX,
  productPrefixes: { nl: 'nl', en: 'en' },
  businessPrefixes: { nl: 'nl-zakelijk', en: 'en-business' },
  appPaths: { nl: '/nl/betaalpassen/', en: '/en/debit-cards/' },
  loginPaths: { nl: '/nl/authenticatie/inloggen/', en: '/en/authentication/login/' },
  serviceVersion: 'v3',
  xsrfToken: 'high',
  consumerId: 'DCSS-WEB-0001',
  sdmId: 'DEBITCARDS',
  cardHistoryPath: `${PREFIX}/apis/payment-instruments/v2/{paymentInstrumentId}/history`,
  changeBasketPath: `${PREFIX}/apis/payment-instruments/v2/{paymentInstrumentId}/change-baskets`,
  apiDocumentPath: `${PREFIX}/apis/openapi.json`,
  portal: {
    headerScript: `${PREFIX}/resources/${BRAND}/header/v2/header.js`,
    footerScript: `${PREFIX}/resources/${BRAND}/footer/v3/footer.js`,
    chatClientScript: `${PREFIX}/resources/${BRAND}/chat-client/v2/chat-client.module.js`,
    signingScript: `${PREFIX}/resources/${BRAND}/signing/v1/signing.js`,
    overview: {
      private: { nl: '/nl/mijn-overzicht/overzicht/index.html', en: '/en/my-overview/overview/index.html' },
      business: {
        nl: '/nl-zakelijk/zelf-regelen/overzicht/#rekeningen-en-passen/mijn-betaalpassen',
        en: '/en-business/self-service/overview/#accounts-and-cards/my-debit-cards',
      },
    },
    help: {
      private: { nl: `/${BRAND}/hulp-advies/overzicht/#/`, en: `/${BRAND}/help-advice/overview/#/` },
      business: { nl: `/${BRAND}-zakelijk/hulp-advies/overzicht/#/`, en: `/${BRAND}-business/help-advice/overview/#/` },
    },
    personalData: { nl: '/nl/mijn-gegevens/persoonsgegevens/', en: '/en/my-details/personal-data/' },
    europeCountries: { nl: '/nl/betaalpassen/landen-europa/', en: '/en/debit-cards/countries-europe/' },
    activateCard: { nl: '/nl/betaalpassen/activeren/', en: '/en/debit-cards/activate/' },
    accessibility: { nl: '/nl/toegankelijkheid/', en: '/en/accessibility/' },
    toSign: { nl: '/nl/mijn-overzicht/te-ondertekenen/', en: '/en/my-overview/to-sign/' },
    sidebarLinks: {
      nl: [
        '/nl/betaalpassen/pincode-vergeten/',
        '/nl/betaalpassen/contactloos-betalen/',
        '/nl/mijn-overzicht/instellingen/wijzigen/#/',
        '/nl/koersen/vreemde-valuta/',
      ],
      en: [
        '/en/debit-cards/forgot-pin/',
        '/en/debit-cards/contactless-payments/',
        '/en/my-overview/settings/change/#/',
        '/en/rates/foreign-currency/',
      ],
    },
  },
  analytics: { vendor: 'dmbstats', endpoint: '/sandbox/analytics' },
  timeouts: { requestMs: 15000, scriptMs: 8000 },
  session: { idleSeconds: 900, warningSeconds: 120 },
};
