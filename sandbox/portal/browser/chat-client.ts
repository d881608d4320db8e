import { config } from './config';
import { adoptStyles, defineOnce, emit, h } from './dom';
import { shellText as text } from './shell-texts';
import { languageFor } from './texts';

const CHAT_CSS = `
:host { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.window { position: fixed; right: 16px; bottom: 16px; z-index: 1000; display: flex; flex-direction: column; width: min(360px, calc(100vw - 32px));
  max-height: min(480px, calc(100vh - 32px)); background: #fff; color: #1b1f23; border: 1px solid #6b7780; border-radius: 8px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25); }
.top { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 8px 8px 8px 16px; background: #003b5c; color: #fff;
  border-radius: 8px 8px 0 0; }
h2 { margin: 0; font-size: 1rem; }
.log { flex: 1; overflow-y: auto; margin: 0; padding: 12px 16px; }
.log p { margin: 0 0 8px; }
.who { display: block; font-size: 0.75rem; font-weight: 700; }
form { display: flex; flex-wrap: wrap; gap: 8px; padding: 12px 16px; border-top: 1px solid #c9d1d6; }
label { flex-basis: 100%; font-weight: 700; }
input { flex: 1; min-width: 0; min-height: 44px; padding: 0 8px; border: 2px solid #1b1f23; border-radius: 4px; font: inherit; }
button { min-height: 44px; min-width: 44px; padding: 0 12px; border: 2px solid currentColor; border-radius: 4px; font: inherit; cursor: pointer; }
.send { background: #00557f; border-color: #00557f; color: #fff; }
.close { background: transparent; color: #fff; }
:focus-visible { outline: 3px solid #ffd23f; outline-offset: 2px; }
`;

const REPLY_DELAY_MS = 600;

/**
 * The portal's chat client (section 2.2, v2) as the custom element `{abbrev}-chat-client`,
 * attributes `language` and `segment`. The app opens and closes the chat window with
 * `toggle()` (also `open()`, `close()`, and `isOpen`); it emits `chat-open` and `chat-close`.
 * Opening moves focus into the window; closing (its button or Escape) returns it to where it was.
 */
class ChatClient extends HTMLElement {
  static readonly observedAttributes = ['language'];
  private readonly root: ShadowRoot;
  private returnFocusTo: HTMLElement | null = null;
  private log: HTMLDivElement | null = null;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.root, CHAT_CSS);
  }

  get isOpen(): boolean {
    return this.log !== null;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  open(): void {
    if (this.isOpen) return;
    this.returnFocusTo = deepActiveElement();
    this.render();
    this.root.querySelector('input')?.focus();
    emit(this, 'chat-open');
  }

  close(): void {
    if (!this.isOpen) return;
    this.log = null;
    this.root.replaceChildren();
    this.returnFocusTo?.focus();
    this.returnFocusTo = null;
    emit(this, 'chat-close');
  }

  attributeChangedCallback(): void {
    if (this.isOpen) this.render();
  }

  disconnectedCallback(): void {
    this.log = null;
    this.root.replaceChildren();
  }

  private render(): void {
    const language = languageFor(this);
    const brand = config.brandName;
    const input = h('input', { id: 'message', name: 'message', type: 'text', autocomplete: 'off', maxlength: '500' });
    this.log = h('div', {
      class: 'log',
      role: 'log',
      'aria-live': 'polite',
      'aria-label': text(language, 'chatTitle', { brand }),
    });
    this.say(text(language, 'chatBank', { brand }), text(language, 'chatGreeting'));
    const form = h(
      'form',
      {
        onSubmit: (event) => {
          event.preventDefault();
          const message = input.value.trim();
          if (message === '') return input.focus();
          input.value = '';
          this.say(text(language, 'chatYou'), message);
          setTimeout(
            () => this.say(text(language, 'chatBank', { brand }), text(language, 'chatReply')),
            REPLY_DELAY_MS,
          );
        },
      },
      h('label', { for: 'message' }, text(language, 'chatMessageLabel')),
      input,
      h('button', { type: 'submit', class: 'send' }, text(language, 'chatSend')),
    );
    const window = h(
      'section',
      {
        class: 'window',
        role: 'dialog',
        'aria-modal': 'false',
        'aria-labelledby': 'chat-title',
        lang: language,
        onKeydown: (event) => {
          if ((event as KeyboardEvent).key === 'Escape') this.close();
        },
      },
      h(
        'div',
        { class: 'top' },
        h('h2', { id: 'chat-title' }, text(language, 'chatTitle', { brand })),
        h(
          'button',
          { type: 'button', class: 'close', 'aria-label': text(language, 'chatClose'), onClick: () => this.close() },
          '✕',
        ),
      ),
      this.log,
      form,
    );
    this.root.replaceChildren(window);
  }

  /** Messages are text: whatever the customer types stays text. */
  private say(who: string, message: string): void {
    this.log?.append(h('p', {}, h('span', { class: 'who' }, who), message));
  }
}

/** The focused element, looking into shadow roots (the app's "Open the chat" button may be in one). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

defineOnce(`${config.brandAbbreviation}-chat-client`, ChatClient);
