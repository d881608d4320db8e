/**
 * Section 9: an icon is `size` × 8 px square, size 5 (40 px) unless its place asks for another
 * step. The glyphs inside buttons and links (close, chevrons, calendar) are the smaller step
 * GLYPH_SIZE: 24 px, the grid they are drawn on, so their strokes land on whole pixels.
 * Decorative: always hidden from assistive technology, the control around them carries the name.
 */
export const ICON_STEP_PX = 8;
export const DEFAULT_ICON_SIZE = 5;
export const GLYPH_SIZE = 3;

export type IconProps = {
  /** In steps of 8 px: 1 (8 px) to 8 (64 px). */
  readonly size?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
};

/** The icon's edge in pixels. */
export const iconPixels = (size: IconProps['size'] = DEFAULT_ICON_SIZE): number => size * ICON_STEP_PX;

const common = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const square = (size: IconProps['size']) => ({ ...common, width: iconPixels(size), height: iconPixels(size) });

export const ChevronLeftIcon = ({ size }: IconProps) => (
  <svg {...square(size)}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

export const ChevronRightIcon = ({ size }: IconProps) => (
  <svg {...square(size)}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);

export const CloseIcon = ({ size }: IconProps) => (
  <svg {...square(size)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const CalendarIcon = ({ size }: IconProps) => (
  <svg {...square(size)} strokeWidth={2}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);
