/** What a card option names: the card's holder, account and pass number. */
export type CardOptionParts = {
  readonly userName: string;
  readonly accountNumber: string;
  readonly passNumber: string;
};

type OptionKey = 'overview.picker.passNumberFirst' | 'overview.picker.passNumber' | 'generic.card.productName';

/**
 * The option's words, for the picker and for the first module's paint of the first card (issue
 * 14), which translates without i18next: see useCardOptionLabel for the order on each device.
 */
export function cardOptionText(
  t: (key: OptionKey, values?: { readonly passNumber: string }) => string,
  mobile: boolean,
  { userName, accountNumber, passNumber }: CardOptionParts,
): string {
  return mobile
    ? [t('overview.picker.passNumberFirst', { passNumber }), userName, accountNumber].join(', ')
    : [t('generic.card.productName'), userName, accountNumber, t('overview.picker.passNumber', { passNumber })].join(
        ', ',
      );
}
