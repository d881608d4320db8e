import { useTranslation } from 'react-i18next';
import '../styles/tokens.css';
import '../styles/widgets/spinner.css';

export type SpinnerProps = {
  /** What is happening, e.g. "Blocking card"; a plain "Loading" when left out. */
  readonly text?: string;
};

/** A polite status message: screen readers hear the text, the animation is decoration. */
export function Spinner({ text }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span>{text ?? t('widgets.spinner.loading')}</span>
    </div>
  );
}
