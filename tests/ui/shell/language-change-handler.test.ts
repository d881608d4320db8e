/** @jest-environment jsdom */
import {
  BUILD_MODE,
  giveLanguageChangeHandler,
  LANGUAGE_HANDLER_ERROR,
} from '../../../ui/shell/language-change-handler';
import type { PortalHeaderElement } from '../../../ui/shell/portal-elements';

// Section 5: "The language-change handler must be a function, else the error 'You should specify
// a function which is called when the language is changed'."
const NOT_FUNCTIONS: unknown[] = [undefined, null, 'switchLanguage', {}, 42];

/** A header as the portal's script defines it: it refuses anything but a function itself. */
class RefusingHeader extends HTMLElement {
  set languageChangeHandler(_handler: unknown) {
    throw new TypeError(LANGUAGE_HANDLER_ERROR);
  }
}
customElements.define('refusing-header', RefusingHeader);

const header = () => document.createElement('div') as PortalHeaderElement;

describe('the header’s language-change handler (section 5)', () => {
  it('is given to the header when it is a function', () => {
    const element = header();
    const handler = jest.fn();
    giveLanguageChangeHandler(element, handler, 'production');
    element.languageChangeHandler!('en');
    expect(handler).toHaveBeenCalledWith('en');
  });

  it.each(NOT_FUNCTIONS)(
    'fails with the spec’s message in development when it is %p, and gives the header nothing',
    (handler) => {
      const element = header();
      expect(() => giveLanguageChangeHandler(element, handler, 'development')).toThrow(
        new TypeError(LANGUAGE_HANDLER_ERROR),
      );
      expect(element.languageChangeHandler).toBeUndefined();
    },
  );

  it.each(NOT_FUNCTIONS)('logs the spec’s error in production when it is %p, and the page goes on', (handler) => {
    const element = header();
    const log = jest.fn();
    expect(() => giveLanguageChangeHandler(element, handler, 'production', log)).not.toThrow();
    expect(log).toHaveBeenCalledWith(new TypeError(LANGUAGE_HANDLER_ERROR));
    expect(element.languageChangeHandler).toBeUndefined();
  });

  it('passes on a header’s own refusal the same way: thrown in development, logged in production', () => {
    const refusing = document.createElement('refusing-header') as PortalHeaderElement;
    expect(() => giveLanguageChangeHandler(refusing, jest.fn(), 'development')).toThrow(LANGUAGE_HANDLER_ERROR);
    const log = jest.fn();
    giveLanguageChangeHandler(refusing, jest.fn(), 'production', log);
    expect(log).toHaveBeenCalledWith(new TypeError(LANGUAGE_HANDLER_ERROR));
  });

  it('is in development mode outside a production build (tests, npm run dev)', () => {
    expect(BUILD_MODE).toBe('development');
  });
});
