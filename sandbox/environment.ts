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
    // Issue 33, items 12 and 16: the business area has its own page for every link.
    personalData: {
      private: { nl: '/nl/mijn-gegevens/persoonsgegevens/', en: '/en/my-details/personal-data/' },
      business: { nl: '/nl-zakelijk/zelf-regelen/gegevens/', en: '/en-business/self-service/details/' },
    },
    europeCountries: {
      private: { nl: '/nl/betaalpassen/landen-europa/', en: '/en/debit-cards/countries-europe/' },
      business: { nl: '/nl-zakelijk/betaalpassen/landen-europa/', en: '/en-business/debit-cards/countries-europe/' },
    },
    activateCard: {
      private: { nl: '/nl/betaalpassen/activeren/', en: '/en/debit-cards/activate/' },
      business: { nl: '/nl-zakelijk/betaalpassen/activeren/', en: '/en-business/debit-cards/activate/' },
    },
    accessibility: {
      private: { nl: '/nl/toegankelijkheid/', en: '/en/accessibility/' },
      business: { nl: '/nl-zakelijk/toegankelijkheid/', en: '/en-business/accessibility/' },
    },
    toSign: {
      private: { nl: '/nl/mijn-overzicht/te-ondertekenen/', en: '/en/my-overview/to-sign/' },
      business: { nl: '/nl-zakelijk/zelf-regelen/te-ondertekenen/', en: '/en-business/self-service/to-sign/' },
    },
    sidebarLinks: {
      private: {
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
      business: {
        nl: [
          '/nl-zakelijk/betaalpassen/pincode-vergeten/',
          '/nl-zakelijk/betaalpassen/contactloos-betalen/',
          '/nl-zakelijk/zelf-regelen/instellingen/wijzigen/#/',
          '/nl-zakelijk/koersen/vreemde-valuta/',
        ],
        en: [
          '/en-business/debit-cards/forgot-pin/',
          '/en-business/debit-cards/contactless-payments/',
          '/en-business/self-service/settings/change/#/',
          '/en-business/rates/foreign-currency/',
        ],
      },
    },
  },
  analytics: { vendor: 'dmbstats', endpoint: '/sandbox/analytics' },
  timeouts: { requestMs: 15000, scriptMs: 8000 },
  session: { idleSeconds: 900, warningSeconds: 120 },
};
