import { observer } from 'mobx-react-lite';
import { EditorWithoutForm } from '../editing/editor-without-form';
import type { EditorPlaceholder } from '../editing/editor-settings';
import type { CardNotSent } from './enter-trip';

/** A journey screen without its card: the spinner, or why not with Try again where the bank failed to send it. */
export const TripWithoutCard = observer(function TripWithoutCard({
  kind,
  card: { failure, reading, readAgain },
}: EditorPlaceholder & { readonly card: CardNotSent }) {
  const onTryAgain = () => void readAgain();
  return <EditorWithoutForm kind={kind} failure={failure && { failure, onTryAgain, busy: reading }} />;
});
