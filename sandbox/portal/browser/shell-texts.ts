import type { Language } from '../../../domain/index';
import { fill } from './texts';

/** Section 5: the header's language-change handler must be a function; this is the error otherwise. */
export const LANGUAGE_HANDLER_ERROR = 'You should specify a function which is called when the language is changed';

/** The header, footer and chat client in both languages. */
const NL = {
  otherLanguageName: 'English',
  portalNavigation: 'Portaal',
  signOut: 'Uitloggen',
  footerNavigation: 'Voettekst',
  help: 'Hulp en advies',
  overview: 'Mijn overzicht',
  businessOverview: 'Zelf regelen',
  footerNote: 'Sandbox van de portal: alle gegevens zijn verzonnen.',
  chatTitle: 'Chat met {brand}',
  chatClose: 'Chat sluiten',
  chatMessageLabel: 'Je bericht',
  chatSend: 'Versturen',
  chatGreeting: 'Hallo! Waarmee kunnen we je helpen?',
  chatReply: 'Dit is de sandbox: hier chat niemand mee. Kijk op de pagina Hulp en advies.',
  chatYou: 'Jij',
  chatBank: '{brand}',
};

const EN: typeof NL = {
  otherLanguageName: 'Nederlands',
  portalNavigation: 'Portal',
  signOut: 'Sign out',
  footerNavigation: 'Footer',
  help: 'Help and advice',
  overview: 'My overview',
  businessOverview: 'Self-service',
  footerNote: 'Portal sandbox: all data is made up.',
  chatTitle: 'Chat with {brand}',
  chatClose: 'Close the chat',
  chatMessageLabel: 'Your message',
  chatSend: 'Send',
  chatGreeting: 'Hello! How can we help you?',
  chatReply: 'This is the sandbox: nobody is chatting here. Have a look at Help and advice.',
  chatYou: 'You',
  chatBank: '{brand}',
};

const TEXTS: Record<Language, typeof NL> = { nl: NL, en: EN };

export const shellText = (
  language: Language,
  key: keyof typeof NL,
  values: Record<string, string | number> = {},
): string => fill(TEXTS[language][key], values);
