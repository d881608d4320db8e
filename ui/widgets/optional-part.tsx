import { Suspense, type ReactNode } from 'react';
import { FailureBoundary } from './failure-boundary';

/**
 * A part loaded on demand that the page does without: nothing in its place while it loads, and
 * nothing if it did not load (or failed to render); the rest of the page stays as it is.
 */
export function OptionalPart({ children }: { readonly children: ReactNode }) {
  return (
    <FailureBoundary fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </FailureBoundary>
  );
}
