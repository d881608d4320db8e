import { LINK_ACTIONS } from '../../domain/index';
import { ALL_REASONS, BUSINESS_LIMITS } from './demo-card-defaults';
import type { SeedCard, SeedCustomer } from './seed-types';

const COMPANY = 'Schoonmaakbedrijf De Boer B.V.';
const ADMINISTRATOR = 'deboer';

/** The administrator first, then 24 employees: holders whose names a search must tell apart. */
const HOLDERS = [
  'Hanna de Boer',
  'Ahmed El Amrani',
  'Anouk Bos',
  'Bram Dekker',
  'Chantal Mulder',
  'Dewi Kartosen',
  'Emre Yıldız',
  'Femke de Graaf',
  'Gijs Brouwer',
  'Ilse van Leeuwen',
  'Joost de Wit',
  'Kevin Smit',
  'Lieke Hendriks',
  'Mohamed Bakkali',
  'Noor Verhoeven',
  'Olga Nowak',
  'Priya Ramdin',
  'Ruben Vos',
  'Sara Peeters',
  'Thijs Kok',
  'Tessa de Jong',
  'Vincent Koster',
  'Wendy Schouten',
  'Yusuf Özdemir',
  'Zoë van Dam',
] as const;

const initialled = (name: string): string => {
  const [first = '', ...rest] = name.split(' ');
  return `${first[0]}. ${rest.join(' ')}`;
};

/** A business with 25 debit cards on one account (issue 38): the card picker searches. */
export function fleet(iban: string): { customers: SeedCustomer[]; cards: SeedCard[] } {
  const holders = HOLDERS.map((name, index) => ({ name, id: index === 0 ? ADMINISTRATOR : `deboer-${index + 1}` }));
  const customers: SeedCustomer[] = holders.map(({ name, id }, index) => ({
    id,
    bcNumber: String(200456000 + index * 11),
    name,
    segment: 'business',
    authLevel: index === 0 ? 30 : 20,
    companyName: COMPANY,
    ...(index === 0
      ? { demo: { order: 6, summary: `Business: 25 employees' debit cards on one account of ${COMPANY}.` } }
      : {}),
    address: {
      streetName: 'Marktstraat',
      houseNumber: String(index + 1),
      postCode: '5211 BN',
      cityName: "'s-Hertogenbosch",
    },
  }));
  const cards: SeedCard[] = holders.map(({ name, id }, index) => ({
    id: `fleet-${String(index + 1).padStart(2, '0')}`,
    usageCode: 'PAYMENT_CARD',
    scheme: 'DMC',
    iban,
    sequenceNumber: String(101 + index),
    holder: id,
    productId: '2101',
    maskedPan: String(7100 + index * 7),
    printedName: initialled(name),
    state: 'ACTIVE',
    suspendedBy: [],
    expiresInMonths: 12 + index,
    reissueReasons: ALL_REASONS,
    capabilities: LINK_ACTIONS,
    defaultRegion: index % 3 === 0 ? 'WORLD' : 'EUR',
    limits: BUSINESS_LIMITS,
    // The administrator manages every card on the account; each employee sees their own.
    access: [
      { customer: ADMINISTRATOR, seesDetails: true },
      ...(index === 0 ? [] : [{ customer: id, seesDetails: true }]),
    ],
  }));
  return { customers, cards };
}
