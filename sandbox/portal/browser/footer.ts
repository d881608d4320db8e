import { config } from './config';
import { defineOnce, h } from './dom';
import { ShadowElement } from './shadow-element';
import { shellText as text } from './shell-texts';
import { languageFor } from './texts';

const FOOTER_CSS = `
:host { display: block; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.footer { padding: 16px; background: #f2f4f5; color: #1b1f23; border-top: 1px solid #c9d1d6; }
ul { display: flex; flex-wrap: wrap; gap: 8px 24px; margin: 0 0 8px; padding: 0; list-style: none; }
a { display: inline-block; padding: 10px 0; color: #00557f; }
a:focus-visible { outline: 3px solid #1b1f23; outline-offset: 2px; }
p { margin: 0; font-size: 0.875rem; }
`;

/**
 * The portal's shared footer (section 2.2, v3) as the custom element `{abbrev}-footer`, with
 * the attributes `language` (nl, en) and `segment` (private, business): the help and overview
 * links of the customer's segment.
 */
class PortalFooter extends ShadowElement {
  static readonly observedAttributes = ['language', 'segment'];

  constructor() {
    super(FOOTER_CSS);
  }

  protected render(): void {
    const language = languageFor(this);
    const segment = this.getAttribute('segment') === 'business' ? 'business' : 'private';
    this.root.replaceChildren(
      h(
        'div',
        { class: 'footer', lang: language },
        h(
          'nav',
          { 'aria-label': text(language, 'footerNavigation') },
          h(
            'ul',
            {},
            h('li', {}, h('a', { href: config.help[segment][language] }, text(language, 'help'))),
            h(
              'li',
              {},
              h(
                'a',
                { href: config.overview[segment][language] },
                text(language, segment === 'business' ? 'businessOverview' : 'overview'),
              ),
            ),
          ),
        ),
        h('p', {}, `${config.brandName} · ${text(language, 'footerNote')}`),
      ),
    );
  }
}

defineOnce(`${config.brandAbbreviation}-footer`, PortalFooter);
