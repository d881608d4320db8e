import type { ReactNode } from 'react';
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
 * customer sees (WCAG 2.4.3).
 */
export function ButtonGroup({ primary, secondary }: ButtonGroupProps) {
  const mobile = useIsMobile();
  return (
    <div className="button-group">
      {mobile ? primary : secondary}
      {mobile ? secondary : primary}
    </div>
  );
}
