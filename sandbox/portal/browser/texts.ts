import { languageOf, type Language } from '../../../domain/index';

export type Texts = Record<string, string>;

/** A text in the language, with `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** An element's language: its `language` attribute, else the page's; Dutch by default (section 1). */
export const languageFor = (element: Element): Language =>
  languageOf(element.getAttribute('language') ?? document.documentElement.lang);
