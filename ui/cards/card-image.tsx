import { useTranslation } from 'react-i18next';
import type { CardImageKind } from '../../domain/index';
import '../styles/cards.css';

type Palette = { readonly body: string; readonly band: string; readonly mark: string };

// Section 2.3: one image for DMC, one for MAESTRO, and the private-banking variant.
const PALETTES: Readonly<Record<CardImageKind, Palette>> = {
  dmc: { body: '#006080', band: '#0b7fa6', mark: '#ffffff' },
  maestro: { body: '#1d2b4f', band: '#2c3e6b', mark: '#e8b13a' },
  privateBanking: { body: '#1b1b1b', band: '#333333', mark: '#c9a646' },
};

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
      <svg role="img" aria-label={t(`overview.status.image.${kind}`)} viewBox="0 0 86 54" width={size === 'large' ? 172 : 43} height={size === 'large' ? 108 : 27}>
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
          <path d="M64 15a7 7 0 0 1 0 10M69 12a11 11 0 0 1 0 16M74 9a15 15 0 0 1 0 22" fill="none" stroke={palette.mark} strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
      {overlay ? <span className="card-image__overlay" aria-hidden="true" /> : null}
    </span>
  );
}
