/**
 * HTML built from templates in which every interpolated value is escaped, unless it is itself
 * markup built here. Stored text (names, addresses, disturbance messages) is therefore inert
 * wherever a page shows it, in content and in attribute values alike.
 */
export type Html = { readonly markup: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"'`]/g, (character) => ESCAPES[character]!);
}

const isHtml = (value: unknown): value is Html =>
  typeof value === 'object' && value !== null && typeof (value as Html).markup === 'string';

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(value: Part): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (isHtml(value)) return value.markup;
  return escapeHtml(value);
}

export function html(strings: TemplateStringsArray, ...values: readonly Part[]): Html {
  return {
    markup: strings.reduce(
      (markup, text, index) => markup + text + (index < values.length ? render(values[index]!) : ''),
      '',
    ),
  };
}
