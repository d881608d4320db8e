import { iconPixels, type IconProps } from '../widgets/icons';

/**
 * A plain card outline beside the card's details; decorative, the text says which card it is.
 * Section 9's icon size sets its width (default 5: 40 px); a card is 7/10 as high as it is wide.
 */
export const CardIcon = ({ size }: IconProps) => (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 40 28"
    width={iconPixels(size)}
    height={(iconPixels(size) * 7) / 10}
    className="read-only-card__icon"
  >
    <rect x="1" y="1" width="38" height="26" rx="3" fill="var(--color-surface)" stroke="currentColor" strokeWidth="2" />
    <rect x="1" y="6" width="38" height="5" fill="currentColor" />
    <rect x="5" y="17" width="9" height="5" rx="1" fill="currentColor" />
  </svg>
);
