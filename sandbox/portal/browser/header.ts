import { isSafeReturnPath, type Language } from '../../../domain/index';
import { bankFetch } from './bank-fetch';
import { config } from './config';
import { defineOnce, h } from './dom';
import { ShadowElement } from './shadow-element';
import { BRAND_MARK } from './brand-mark';
import { HEADER_CSS } from './header-styles';
import { LANGUAGE_HANDLER_ERROR, shellText as text } from './shell-texts';
import { languageFor } from './texts';

type LanguageChangeHandler = (language: Language) => void;

const other = (language: Language): Language => (language === 'nl' ? 'en' : 'nl');

/**
 * The portal's shared header (section 2.2, v2) as the custom element `{abbrev}-header`:
 * attributes `language` (nl, en), `segment` (private, business), `alternate-href` (the page in
 * the other language, for portal pages) and `sign-out="off"` (pages without a session). The
 * app registers its language-change handler as the property `languageChangeHandler` (or with
 * `setLanguageChangeHandler`); anything but a function is refused with section 5's error.
 */
class PortalHeader extends ShadowElement {
  static readonly observedAttributes = ['language', 'segment', 'alternate-href', 'sign-out'];
  private handler: LanguageChangeHandler | undefined;

  constructor() {
    super(HEADER_CSS);
  }

  get languageChangeHandler(): LanguageChangeHandler | undefined {
    return this.handler;
  }

  set languageChangeHandler(handler: LanguageChangeHandler | undefined) {
    this.setLanguageChangeHandler(handler);
  }

  setLanguageChangeHandler(handler: unknown): void {
    if (typeof handler !== 'function') throw new TypeError(LANGUAGE_HANDLER_ERROR);
    this.handler = handler as LanguageChangeHandler;
    this.render();
  }

  protected render(): void {
    const language = languageFor(this);
    const business = this.getAttribute('segment') === 'business';
    const target = other(language);
    const home = config.overview[business ? 'business' : 'private'][language];
    const items: HTMLElement[] = [h('li', {}, this.languageSwitch(language, target))];
    if (this.getAttribute('sign-out') !== 'off') {
      items.push(
        h(
          'li',
          {},
          h(
            'button',
            { type: 'button', class: 'sign-out', onClick: () => this.signOut(language, business) },
            text(language, 'signOut'),
          ),
        ),
      );
    }
    const bar = h(
      'div',
      { class: 'bar', lang: language },
      h('a', { class: 'brand', href: home }, BRAND_MARK(), h('span', {}, config.brandName)),
      h('nav', { 'aria-label': text(language, 'portalNavigation') }, h('ul', {}, ...items)),
    );
    this.root.replaceChildren(bar);
  }

  private languageSwitch(language: Language, target: Language): HTMLElement {
    const label = text(language, 'otherLanguageName');
    const alternate = this.getAttribute('alternate-href');
    if (!this.handler && isSafeReturnPath(alternate)) {
      return h('a', { class: 'language', href: alternate, lang: target, hreflang: target }, label);
    }
    return h(
      'button',
      { type: 'button', class: 'language', lang: target, onClick: () => this.changeLanguage(target) },
      label,
    );
  }

  private changeLanguage(target: Language): void {
    const handler = this.handler;
    // Fail soft: a page that registered nothing gets the spec's error in the console, not a broken header.
    if (typeof handler !== 'function') return console.error(new TypeError(LANGUAGE_HANDLER_ERROR));
    handler(target);
  }

  private async signOut(language: Language, business: boolean): Promise<void> {
    await bankFetch('DELETE', `/${config.productPrefixes.en}/api/csm/session/v1`);
    location.assign(`${config.loginPaths[language]}${business ? '?segment=business' : ''}`);
  }
}

defineOnce(`${config.brandAbbreviation}-header`, PortalHeader);
