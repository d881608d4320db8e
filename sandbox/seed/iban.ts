/** ISO 13616 check digits (mod 97) for a country code and a BBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.toUpperCase().replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

/** A Dutch IBAN: NL, check digits, a four-letter bank code and a ten-digit account number. */
export function dutchIban(bankCode: string, accountNumber: string): string {
  const bban = `${bankCode.toUpperCase()}${accountNumber.padStart(10, '0')}`;
  return `NL${ibanCheckDigits('NL', bban)}${bban}`;
}

/** The sandbox bank's code, derived from the brand (dmb → DMBK) so no brand value is hard-coded. */
export function sandboxBankCode(brandAbbreviation: string): string {
  return brandAbbreviation
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .padEnd(4, 'K')
    .slice(0, 4);
}
