import { TRANSLATIONS } from './i18n-for';
import { translationLeaves } from './translation-leaves';

const KNOWN_KEYS = [...translationLeaves(TRANSLATIONS.nl).keys()];
const KEY_PREFIXES = new Set(KNOWN_KEYS.map((key) => key.split('.')[0]!));
// A dotted path starting with a top-level section (`overview.actions.block`), a bare catalogue
// key (`message:MESSAGE_BAI540_1029`) or an interpolation left unfilled (`{{code}}`).
const DOTTED = /\b([a-zA-Z]+)\.[a-zA-Z0-9_:-]+(\.[a-zA-Z0-9_:-]+)*/g;
const CATALOGUE = /\b(title|message):[A-Z][A-Za-z0-9_]+/;
const UNFILLED = /\{\{[^}]*\}\}/;
const ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'value'];

function looksLikeKey(text: string): boolean {
  if (CATALOGUE.test(text) || UNFILLED.test(text)) return true;
  return [...text.matchAll(DOTTED)].some((match) => KEY_PREFIXES.has(match[1]!) && match[0].includes('.'));
}

/** Texts on screen (content and the attributes assistive technology reads) that are untranslated keys. */
export function findRawKeys(root: ParentNode): string[] {
  const found: string[] = [];
  const document = (root as Node).ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root as Node, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (looksLikeKey(text)) found.push(text.trim());
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value && looksLikeKey(value)) found.push(`${attribute}="${value}"`);
    }
  }
  return found;
}

/** Fails the test when a raw translation key, catalogue key or unfilled placeholder is on screen. */
export function expectNoRawKeys(root: ParentNode): void {
  expect(findRawKeys(root)).toEqual([]);
}
