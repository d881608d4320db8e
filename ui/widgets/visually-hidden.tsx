import type { ReactNode } from 'react';
import '../styles/base.css';

/** Read by screen readers, not shown: extra words a sighted customer gets from layout or colour. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
