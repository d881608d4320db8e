import type { Environment } from '../../application/environment';
import { demoAccounts } from './demo-accounts';
import { businessCards } from './demo-cards-business';
import { fleet } from './demo-fleet';
import { lotteCards } from './demo-cards-lotte';
import { maartenCards } from './demo-cards-maarten';
import { pieterCards } from './demo-cards-pieter';
import { sanneCards } from './demo-cards-sanne';
import type { SeedBank } from './seed-types';

/**
 * The demo bank: every screen state of the app, described in the README ("Demo customers and
 * the screen states they show"). Ids are readable so demos and tests can name them.
 */
export function demoBank(environment: Environment): SeedBank {
  const accounts = demoAccounts(environment);
  const cleaning = fleet(accounts.fleet);
  return {
    customers: [
      {
        id: 'sanne',
        bcNumber: '100234561',
        name: 'Sanne de Vries',
        segment: 'private',
        authLevel: 20,
        demo: {
          order: 1,
          summary:
            'Private: an active card with every action, a new card awaiting activation, a card with a temporary payment limit and a temporary World day, her partner’s card on the joint account (not hers to open), a blocked Maestro card.',
        },
        address: { streetName: 'Keizersgracht', houseNumber: '112', postCode: '1015 CW', cityName: 'Amsterdam' },
      },
      {
        id: 'daan',
        bcNumber: '100234572',
        name: 'Daan de Vries',
        segment: 'private',
        authLevel: 20,
        address: { streetName: 'Keizersgracht', houseNumber: '112', postCode: '1015 CW', cityName: 'Amsterdam' },
      },
      {
        id: 'pieter',
        bcNumber: '100387654',
        name: 'Pieter Bakker',
        segment: 'private',
        authLevel: 30,
        demo: {
          order: 2,
          summary:
            'Private banking: a private-banking card with an online-limit change still to be signed, a card missing some actions on an account with little money, and an access card the list must leave out.',
        },
        address: { streetName: 'Lange Voorhout', houseNumber: '18', postCode: '2514 ED', cityName: 'Den Haag' },
      },
      {
        id: 'vandenberg',
        bcNumber: '200345671',
        name: 'Jeroen van den Berg',
        segment: 'business',
        authLevel: 30,
        companyName: 'Bakkerij Van den Berg B.V.',
        demo: {
          order: 3,
          summary: 'Business: two holders’ cards on one business account of Bakkerij Van den Berg B.V.',
        },
        address: { streetName: 'Oudegracht', houseNumber: '231', postCode: '3511 NK', cityName: 'Utrecht' },
      },
      {
        id: 'fatma',
        bcNumber: '200345682',
        name: 'Fatma Yilmaz',
        segment: 'business',
        authLevel: 20,
        companyName: 'Bakkerij Van den Berg B.V.',
        address: { streetName: 'Vredenburg', houseNumber: '40', postCode: '3511 BD', cityName: 'Utrecht' },
      },
      {
        id: 'emma',
        bcNumber: '100456789',
        name: 'Emma Visser',
        segment: 'private',
        authLevel: 10,
        demo: { order: 4, summary: 'Private: no debit cards at all (the app shows MESSAGE_FED001_0001).' },
        address: { streetName: 'Witte Singel', houseNumber: '77', postCode: '2311 BP', cityName: 'Leiden' },
      },
      {
        id: 'lotte',
        bcNumber: '100567893',
        name: 'Lotte Jansen',
        segment: 'private',
        authLevel: 20,
        demo: {
          order: 5,
          summary:
            'Private: reminders beside the settings (a temporary payment limit that ends within a week, a withdrawal limit for today only, a World period that starts soon) and a card blocked by the bank, which she cannot unblock herself.',
        },
        address: { streetName: 'Nieuwegracht', houseNumber: '9', postCode: '3512 LB', cityName: 'Utrecht' },
      },
      ...cleaning.customers,
      {
        id: 'maarten',
        bcNumber: '100678904',
        name: 'Maarten Hoekstra',
        segment: 'private',
        authLevel: 20,
        demo: {
          order: 7,
          summary:
            'Private: a planned trip (issue 35) — a temporary World setting and higher payment and withdrawal limits for the same two weeks, shown together as one trip.',
        },
        address: { streetName: 'Oude Ebbingestraat', houseNumber: '41', postCode: '9712 HC', cityName: 'Groningen' },
      },
    ],
    products: [
      { id: '1101', nameNl: 'Betaalpas', nameEn: 'Debit card', reissueFee: 7.5 },
      { id: '1102', nameNl: 'Maestro-betaalpas', nameEn: 'Maestro debit card', reissueFee: 7.5 },
      { id: '1201', nameNl: 'Private Banking-betaalpas', nameEn: 'Private Banking debit card', reissueFee: 0 },
      { id: '1301', nameNl: 'Identificatiepas', nameEn: 'Access card', reissueFee: 0 },
      { id: '2101', nameNl: 'Zakelijke betaalpas', nameEn: 'Business debit card', reissueFee: 12.5 },
    ],
    accounts: [
      { iban: accounts.sanne, balance: 8742.16 },
      { iban: accounts.joint, balance: 6115.8 },
      { iban: accounts.sanneSecond, balance: 412.35 },
      { iban: accounts.pieter, balance: 148250.0 },
      { iban: accounts.pieterLow, balance: 640.25 },
      { iban: accounts.bakery, balance: 24980.0 },
      { iban: accounts.lotte, balance: 2310.45 },
      { iban: accounts.fleet, balance: 58120.4 },
      { iban: accounts.maarten, balance: 5230.9 },
    ],
    cards: [
      ...sanneCards(accounts),
      ...pieterCards(accounts, environment),
      ...businessCards(accounts),
      ...lotteCards(accounts),
      ...cleaning.cards,
      ...maartenCards(accounts),
    ],
    pendingChanges: [
      {
        tpsId: 'b7e4c2d0-5f1a-4c8e-9a3b-2d6f8e1c4a70',
        sourceId: 'BAI540-7f3a9c12',
        customer: 'pieter',
        card: 'pieter-private-banking',
        limitType: 'ECOM',
        newValue: 2500,
      },
    ],
  };
}
