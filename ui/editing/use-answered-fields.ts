import { useRef, type FocusEvent, type FormEvent } from 'react';
import type { FormField } from '../../domain/index';
import { fieldAt } from './field-ids';

const isChoice = (control: Element): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');

/** What a field's controls hold, to see whether the customer changed it while in it. */
const stateOf = (frame: Element): string =>
  [...frame.querySelectorAll('input, select')]
    .map((control) => (isChoice(control) ? String(control.checked) : (control as HTMLInputElement).value))
    .join('\u0000');

const fieldOf = (target: EventTarget | null) => (target instanceof Element ? fieldAt(target) : undefined);

/**
 * Reading 29: which fields the customer answered — typed, chose or picked something in, even if
 * then erased — as against passed by: a keyboard user tabbing through, or a value the app filled
 * in (the amount as it stands) left as it was. Only an answered field speaks once it is left.
 */
export function useAnsweredFields() {
  const touched = useRef(new Set<FormField>());
  const entered = useRef<{ readonly field: FormField; readonly state: string } | undefined>(undefined);
  return {
    /** Focus came into a field from outside it: what it holds as the customer arrives. */
    onFocus(event: FocusEvent<HTMLFormElement>): void {
      const at = fieldOf(event.target);
      const from = event.relatedTarget;
      if (!at || (from instanceof Element && at.frame.contains(from))) return;
      entered.current = { field: at.field, state: stateOf(at.frame) };
    },
    /** Typed or chosen in. */
    onInput(event: FormEvent<HTMLFormElement>): void {
      const at = fieldOf(event.target);
      if (at) touched.current.add(at.field);
    },
    answered(field: FormField, frame: Element): boolean {
      const arrival = entered.current;
      return touched.current.has(field) || (arrival?.field === field && arrival.state !== stateOf(frame));
    },
  };
}
