/** The personal-data page's own words, per language. */
export const PERSONAL_DATA_TEXTS = {
  nl: {
    title: 'Persoonsgegevens',
    name: 'Naam',
    address: 'Adres',
    change: 'Adres wijzigen',
    changeTitle: 'Adres wijzigen van {name}',
    save: 'Adres opslaan',
    cancel: 'Annuleren',
    saved: 'Het adres is gewijzigd.',
    errorSummary: 'Er is een probleem',
    notYours: 'Je kunt het adres van deze klant niet wijzigen.',
    formExpired: 'Het formulier is verlopen. Probeer het opnieuw.',
  },
  en: {
    title: 'Personal data',
    name: 'Name',
    address: 'Address',
    change: 'Change address',
    changeTitle: 'Change the address of {name}',
    save: 'Save address',
    cancel: 'Cancel',
    saved: 'The address has been changed.',
    errorSummary: 'There is a problem',
    notYours: 'You cannot change the address of this customer.',
    formExpired: 'The form has expired. Please try again.',
  },
} as const;
