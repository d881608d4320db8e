import { useEffect, type ReactNode } from 'react';

/** The page's one h1; focus moves here on every navigation (routing/route-effects). */
export function PageHeading({ children, className }: { readonly children: ReactNode; readonly className: string }) {
  return (
    <h1 className={className} tabIndex={-1} data-page-heading="">
      {children}
    </h1>
  );
}

export const focusPageHeading = (root: ParentNode = document): void => {
  root.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true });
};

/** Focus was on what is gone (a removed button, a hidden form): the browser leaves it on <body>. */
export const focusIsLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

/** Never leave focus on <body>: the page's heading is where to continue from. */
export const focusPageHeadingIfLost = (): void => {
  if (focusIsLost()) focusPageHeading();
};

/**
 * Once `when` holds, what had the focus may have gone with what it showed (a button of a form now
 * gone, a widget that answered): the focus goes to the page's heading then, never left on <body>.
 */
export function useHeadingWhenFocusLost(when: boolean): void {
  useEffect(() => {
    if (when) focusPageHeadingIfLost();
  }, [when]);
}
