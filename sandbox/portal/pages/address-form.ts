import type { Language } from '../../../domain/index';
import type { Address } from '../../store/customers';

export type AddressField = keyof Address;
export const ADDRESS_FIELDS: readonly AddressField[] = ['streetName', 'houseNumber', 'postCode', 'cityName'];

const CONTROL = /[\u0000-\u001f\u007f]/;
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
  },
} as const;

export type AddressCheck =
  | { readonly ok: true; readonly address: Address }
  | { readonly ok: false; readonly values: Record<AddressField, string>; readonly invalid: readonly AddressField[] };

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed !== '' && trimmed.length <= max && !CONTROL.test(trimmed) ? trimmed : undefined;
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
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, typeof body[name] === 'string' ? (body[name] as string).slice(0, 200) : '']),
  ) as Record<AddressField, string>;
  return { ok: false, values, invalid };
}

export const addressLabel = (language: Language, name: AddressField): string => ADDRESS_TEXTS[language][name];
export const addressError = (language: Language, name: AddressField): string => ADDRESS_TEXTS[language][`${name}Error`];
export const addressHint = (language: Language, name: AddressField): string | undefined =>
  name === 'houseNumber' || name === 'postCode' ? ADDRESS_TEXTS[language][`${name}Hint`] : undefined;
