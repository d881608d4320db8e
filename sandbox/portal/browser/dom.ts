/**
 * Elements built from data with text set as text: whatever a server answer or a customer typed
 * ends up inert. Attributes are set one by one; `on*` handlers are added as listeners.
 */
type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | boolean | undefined | ((event: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

/**
 * The element's styles as a constructable stylesheet: no `<style>` element, so a strict
 * Content-Security-Policy (no 'unsafe-inline') does not block them. Without support the
 * element simply shows unstyled.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    // An old browser: unstyled but usable.
  }
}

/** Defines a custom element once: a second copy of a script must not throw. */
export function defineOnce(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}

/** Bubbles out of the shadow root and the element, as the app listens on the element or above. */
export function emit(target: EventTarget, type: string, detail?: unknown): void {
  target.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
}
