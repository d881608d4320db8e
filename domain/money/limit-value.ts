/** Section 9: limits are whole euros from 0 to the card's maximum, in steps of 1. */
export const LIMIT_MINIMUM = 0;
export const LIMIT_STEP = 1;
/**
 * Section 9's "slider widget default maximum". Nothing uses it: every card names its maximum
 * (section 3, `maxLimitValue`, required where the app reads the bank's answer), and offering 5000
 * where the bank named none would offer amounts the bank may refuse.
 * @deprecated Kept only because removing an export is a major release (docs/domain.md); it goes
 * with the next one.
 */
export const SLIDER_DEFAULT_MAXIMUM = 5000;

/** Section 5: typed values are rounded to step 1. */
export function roundToStep(value: number): number {
  return Math.round(value / LIMIT_STEP) * LIMIT_STEP;
}

export function isValidLimitValue(value: unknown, maxLimitValue: number): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= LIMIT_MINIMUM &&
    Number.isFinite(maxLimitValue) &&
    value <= maxLimitValue
  );
}
