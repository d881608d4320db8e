import { adoptStyles } from './dom';

/**
 * A portal custom element drawn in its own shadow root with its styles (the header, the footer):
 * drawn when connected and again when an observed attribute changes.
 */
export abstract class ShadowElement extends HTMLElement {
  protected readonly root: ShadowRoot;

  constructor(css: string) {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.root, css);
  }

  connectedCallback(): void {
    this.render();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.render();
  }

  protected abstract render(): void;
}
