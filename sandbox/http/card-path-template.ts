const PLACEHOLDER = '{paymentInstrumentId}';

/**
 * A card path the Environment names (`cardHistoryPath`, `changeBasketPath`) as a route: its one
 * `{paymentInstrumentId}` becomes the path parameter. A template that is not such a path stops
 * the sandbox at start, naming the setting.
 */
export function cardPathRoute(setting: string, template: string): string {
  if (
    !template.startsWith('/') ||
    template.split(PLACEHOLDER).length !== 2 ||
    /[{}:]/.test(template.replace(PLACEHOLDER, ''))
  ) {
    throw new Error(`${setting} must be a path with one ${PLACEHOLDER} and no other parameter: ${template}`);
  }
  return template.replace(PLACEHOLDER, ':paymentInstrumentId');
}
