import type { Environment } from '../../application/environment';
import { dutchIban, sandboxBankCode } from './iban';

/** The demo customers' accounts, by whose they are; IBANs with the brand's bank code. */
export function demoAccounts(environment: Environment) {
  const iban = (account: string) => dutchIban(sandboxBankCode(environment.brandAbbreviation), account);
  return {
    sanne: iban('4820193745'),
    joint: iban('5938201746'),
    sanneSecond: iban('1284756390'),
    pieter: iban('7012345678'),
    pieterLow: iban('3094857261'),
    bakery: iban('8801234567'),
    lotte: iban('6172839405'),
    fleet: iban('2468013579'),
    maarten: iban('9081726354'),
  };
}

export type DemoAccounts = ReturnType<typeof demoAccounts>;
