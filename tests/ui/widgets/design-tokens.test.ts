import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLES = join(__dirname, '../../../ui/styles');
const tokens = new Map(
  [...readFileSync(join(STYLES, 'tokens.css'), 'utf8').matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(
    (match) => [match[1]!, match[2]!],
  ),
);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two colour tokens. */
function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(tokens.get(foreground)!), luminance(tokens.get(background)!)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

// Text on the backgrounds it is used on (WCAG 1.4.3: 4.5:1).
const TEXT_PAIRS: readonly [string, string][] = [
  ['--color-text', '--color-background'],
  ['--color-text', '--color-surface'],
  ['--color-text-muted', '--color-background'],
  ['--color-text-muted', '--color-surface'],
  ['--color-link', '--color-background'],
  ['--color-link', '--color-surface'],
  ['--color-primary', '--color-background'],
  ['--color-on-primary', '--color-primary'],
  ['--color-on-primary', '--color-primary-strong'],
  ['--color-disabled-text', '--color-disabled-surface'],
  ['--color-negative', '--color-background'],
  ['--color-negative', '--color-negative-surface'],
  ['--color-positive', '--color-positive-surface'],
  ['--color-warning', '--color-warning-surface'],
  ['--color-info', '--color-info-surface'],
  ['--color-text', '--color-negative-surface'],
  ['--color-text', '--color-positive-surface'],
  ['--color-text', '--color-warning-surface'],
  ['--color-text', '--color-info-surface'],
];

// Input borders, focus rings and state borders (WCAG 1.4.11: 3:1).
const NON_TEXT_PAIRS: readonly [string, string][] = [
  ['--color-border', '--color-background'],
  ['--color-focus', '--color-background'],
  ['--color-focus', '--color-surface'],
  ['--color-negative', '--color-negative-surface'],
];

describe('the design tokens', () => {
  it('define every colour the checks name', () => {
    const named = [...TEXT_PAIRS, ...NON_TEXT_PAIRS].flat();
    expect(named.filter((token) => !tokens.has(token))).toEqual([]);
  });

  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s reaches 3:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('the check itself tells black on white from grey on white', () => {
    tokens.set('--test-black', '#000000');
    tokens.set('--test-white', '#ffffff');
    tokens.set('--test-grey', '#aaaaaa');
    expect(contrast('--test-black', '--test-white')).toBeCloseTo(21, 5);
    expect(contrast('--test-grey', '--test-white')).toBeLessThan(4.5);
  });

  it('respect reduced motion and show keyboard focus', () => {
    const base = readFileSync(join(STYLES, 'base.css'), 'utf8');
    expect(base).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
    expect(base).toMatch(/:focus-visible\s*\{[^}]*outline: var\(--focus-ring\)/);
  });
});
