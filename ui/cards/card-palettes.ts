import type { CardImageKind } from '../../domain/index';

type Palette = { readonly body: string; readonly band: string; readonly mark: string };

// Section 2.3: one image for DMC, one for MAESTRO, and the private-banking variant. Shared by the
// card image and the first module's paint of the first card (ui/first-paint), which has no React.
export const PALETTES: Readonly<Record<CardImageKind, Palette>> = {
  dmc: { body: '#006080', band: '#0b7fa6', mark: '#ffffff' },
  maestro: { body: '#1d2b4f', band: '#2c3e6b', mark: '#e8b13a' },
  privateBanking: { body: '#1b1b1b', band: '#333333', mark: '#c9a646' },
};

export const CARD_SIZES = { large: { width: 172, height: 108 }, small: { width: 43, height: 27 } } as const;
