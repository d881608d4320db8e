import { screen } from '@testing-library/react';

/** What assistive technology reads as an element's description: the texts its aria-describedby names. */
export function descriptionOf(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

/** The texts of the buttons that show one (not the calendar icons), in document and tab order. */
export const buttonTexts = (): string[] =>
  screen
    .queryAllByRole('button')
    .map((element) => element.textContent ?? '')
    .filter((text) => text !== '');

/** A control of a fieldset the browser disables (the element's own `disabled` stays false). */
export const isDisabled = (element: Element): boolean => element.matches(':disabled');
