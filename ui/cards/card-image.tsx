import { useTranslation } from 'react-i18next';
import type { CardImageKind } from '../../domain/index';
import { CARD_SIZES, PALETTES } from './card-palettes';
import '../styles/cards.css';

export type CardImageProps = {
  readonly kind: CardImageKind;
  /** Blocked or inactive: the image is covered (section 2.3). */
  readonly overlay?: boolean;
  readonly size?: 'large' | 'small';
};

/** The card's picture, named for screen readers by its kind; the overlay is decoration. */
export function CardImage({ kind, overlay = false, size = 'large' }: CardImageProps) {
  const { t } = useTranslation();
  const palette = PALETTES[kind];
  return (
    <span className={`card-image card-image--${size}`}>
      <svg
        role="img"
        aria-label={t(`overview.status.image.${kind}`)}
        viewBox="0 0 86 54"
        width={CARD_SIZES[size].width}
        height={CARD_SIZES[size].height}
      >
        <rect width="86" height="54" rx="5" fill={palette.body} />
        <rect y="34" width="86" height="8" fill={palette.band} />
        <rect x="9" y="14" width="14" height="11" rx="2" fill="#d9c27a" />
        {kind === 'maestro' ? (
          <g>
            <circle cx="64" cy="20" r="7" fill="#e03c31" />
            <circle cx="72" cy="20" r="7" fill="#0099df" fillOpacity="0.85" />
          </g>
        ) : (
          // The contactless mark.
          <path
            d="M64 15a7 7 0 0 1 0 10M69 12a11 11 0 0 1 0 16M74 9a15 15 0 0 1 0 22"
            fill="none"
            stroke={palette.mark}
            strokeWidth="2"
            strokeLinecap="round"
          />
        )}
      </svg>
      {overlay ? <span className="card-image__overlay" aria-hidden="true" /> : null}
    </span>
  );
}
