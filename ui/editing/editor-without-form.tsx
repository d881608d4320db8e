import { ActionFailure, type ActionFailureProps } from '../cards/action-failure';
import { EditorPlaceholderView } from './editor-placeholder';
import type { EditorPlaceholder } from './editor-settings';

/**
 * An editor with nothing to edit yet or any more (EditorPlaceholderView). When that is because
 * the bank failed to send the card (entered again by Back, or read anew after a refusal), it says
 * so with Try again (issue 34), as the overview does: else only the title and OK were left.
 */
export function EditorWithoutForm({
  kind,
  failure,
}: EditorPlaceholder & { readonly failure: ActionFailureProps | undefined }) {
  return (
    <>
      {failure ? <ActionFailure {...failure} /> : null}
      <EditorPlaceholderView kind={kind} />
    </>
  );
}
