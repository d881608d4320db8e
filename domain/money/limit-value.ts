/** Section 9: limits are whole euros from 0 to the card's maximum, in steps of 1. */
export const LIMIT_MINIMUM = 0;
export const LIMIT_STEP = 1;

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
