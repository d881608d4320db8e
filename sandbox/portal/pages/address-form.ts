import { codePointName, findUnsafeCharacter, type Language, type UnsafeCharacter } from '../../../domain/index';
import type { Address } from '../../store/customers';

export type AddressField = keyof Address;
export const ADDRESS_FIELDS: readonly AddressField[] = ['streetName', 'houseNumber', 'postCode', 'cityName'];

const HOUSE_NUMBER = /^[1-9]\d{0,4}(?: ?[A-Za-z0-9-]{1,6})?$/;
const POST_CODE = /^([1-9]\d{3}) ?([A-Za-z]{2})$/;

export const ADDRESS_TEXTS = {
  nl: {
    streetName: 'Straat',
    houseNumber: 'Huisnummer',
    houseNumberHint: 'Met toevoeging als die er is, bijvoorbeeld 12 A.',
    postCode: 'Postcode',
    postCodeHint: 'Bijvoorbeeld 1234 AB.',
    cityName: 'Plaats',
    streetNameError: 'Vul een straat in van hoogstens 80 tekens.',
    houseNumberError: 'Vul een huisnummer in, bijvoorbeeld 12 of 12 A.',
    postCodeError: 'Vul een postcode in zoals 1234 AB.',
    cityNameError: 'Vul een plaats in van hoogstens 60 tekens.',
    unsafe: '{field} bevat een teken dat niet is toegestaan: {character}, {kind}. Haal het weg.',
    control: 'een stuurteken',
    lineBreak: 'een regeleinde',
    bidi: 'een teken dat de schrijfrichting omdraait',
    invisible: 'een onzichtbaar teken',
    nonCharacter: 'geen geldig teken',
    combiningMarks: 'het zoveelste accent op één letter',
  },
  en: {
    streetName: 'Street',
    houseNumber: 'House number',
    houseNumberHint: 'With its addition if there is one, for example 12 A.',
    postCode: 'Postcode',
    postCodeHint: 'For example 1234 AB.',
    cityName: 'Town or city',
    streetNameError: 'Enter a street of at most 80 characters.',
    houseNumberError: 'Enter a house number, for example 12 or 12 A.',
    postCodeError: 'Enter a postcode like 1234 AB.',
    cityNameError: 'Enter a town or city of at most 60 characters.',
    unsafe: '{field} contains a character that is not allowed: {character}, {kind}. Remove it.',
    control: 'a control character',
    lineBreak: 'a line break',
    bidi: 'a character that turns the writing direction',
    invisible: 'an invisible character',
    nonCharacter: 'not a valid character',
    combiningMarks: 'one accent too many on one letter',
  },
} as const;

export type AddressCheck =
  | { readonly ok: true; readonly address: Address }
  | {
      readonly ok: false;
      readonly values: Record<AddressField, string>;
      readonly invalid: readonly AddressField[];
      /** Per field refused for a character the domain's rule does not allow, that character. */
      readonly unsafe: Partial<Record<AddressField, UnsafeCharacter>>;
    };

/** Runs of whitespace (tabs and newlines too) become one space; then the domain's rule on characters. */
const normalised = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : undefined;

const text = (value: unknown, max: number): string | undefined => {
  const trimmed = normalised(value);
  return trimmed && trimmed.length <= max && !findUnsafeCharacter(trimmed) ? trimmed : undefined;
};

/**
 * A Dutch address as the form sends it: free text for street and town (stored as typed, shown
 * escaped), a house number with an optional addition, a postcode normalised to "1234 AB".
 */
export function checkAddress(body: Record<string, unknown>): AddressCheck {
  const streetName = text(body.streetName, 80);
  const cityName = text(body.cityName, 60);
  const houseNumber = text(body.houseNumber, 12);
  const postCodeMatch = POST_CODE.exec(text(body.postCode, 7) ?? '');
  const checked = {
    streetName,
    houseNumber: houseNumber !== undefined && HOUSE_NUMBER.test(houseNumber) ? houseNumber : undefined,
    postCode: postCodeMatch ? `${postCodeMatch[1]} ${postCodeMatch[2]!.toUpperCase()}` : undefined,
    cityName,
  };
  const invalid = ADDRESS_FIELDS.filter((name) => checked[name] === undefined);
  if (invalid.length === 0) return { ok: true, address: checked as Address };
  const unsafe = Object.fromEntries(
    invalid.flatMap((name) => {
      const found = findUnsafeCharacter(normalised(body[name]) ?? '');
      return found ? [[name, found]] : [];
    }),
  );
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, typeof body[name] === 'string' ? (body[name] as string).slice(0, 200) : '']),
  ) as Record<AddressField, string>;
  return { ok: false, values, invalid, unsafe };
}

export const addressLabel = (language: Language, name: AddressField): string => ADDRESS_TEXTS[language][name];
/** The field's message; for a character the rule refuses, which one (by code point: it may be invisible). */
export function addressError(language: Language, name: AddressField, unsafe?: UnsafeCharacter): string {
  const texts = ADDRESS_TEXTS[language];
  if (!unsafe) return texts[`${name}Error`];
  return texts.unsafe
    .replace('{field}', texts[name])
    .replace('{character}', codePointName(unsafe.codePoint))
    .replace('{kind}', texts[unsafe.kind]);
}
export const addressHint = (language: Language, name: AddressField): string | undefined =>
  name === 'houseNumber' || name === 'postCode' ? ADDRESS_TEXTS[language][`${name}Hint`] : undefined;
