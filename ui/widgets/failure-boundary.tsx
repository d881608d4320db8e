import { Component, type ReactNode } from 'react';

export type FailureBoundaryProps = {
  readonly children: ReactNode;
  /** What shows in the part's place. */
  readonly fallback: ReactNode;
  /** A new value (another route) renders the part again. */
  readonly resetKey?: unknown;
};

type State = { readonly failed: boolean; readonly resetKey: unknown };

/**
 * A part loaded on demand (a screen, the calendar) that did not arrive — the connection dropped,
 * a release replaced its hashed file — makes React take the whole app off the page, leaving the
 * customer an empty one. This keeps the failure to the part: `fallback` shows in its place. It
 * catches any failure while rendering the part, a bug included, which is better shown the same
 * way than as an empty page. Browsers keep a failed module import, so asking for the part again
 * in the page would fail without asking the network; only loading the page again does.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
