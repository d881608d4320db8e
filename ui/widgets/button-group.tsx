import { Fragment, type ReactNode } from 'react';
import { useIsMobile } from './use-is-mobile';
import '../styles/widgets/button.css';

export type ButtonGroupProps = {
  /** Save, Replace, Block…: first on mobile, last on wider screens (sections 2.4–2.7). */
  readonly primary: ReactNode;
  /** Cancel or Delete: last on mobile, first on wider screens. */
  readonly secondary?: ReactNode;
};

/**
 * The order is swapped in the DOM, not only visually, so the tab order always follows what the
 * customer sees (WCAG 2.4.3). The keys make React move the buttons rather than rewrite them in
 * place: when the width crosses the breakpoint (a phone turned sideways) the focused Cancel
 * stays Cancel instead of turning into Save under the customer's finger.
 */
export function ButtonGroup({ primary, secondary }: ButtonGroupProps) {
  const mobile = useIsMobile();
  const first = <Fragment key="primary">{primary}</Fragment>;
  const second = <Fragment key="secondary">{secondary}</Fragment>;
  return <div className="button-group">{mobile ? [first, second] : [second, first]}</div>;
}
