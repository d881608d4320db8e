import {
  DURATION_TYPES,
  isIsoDate,
  TEMPORARY_OPTIONS,
  type DurationType,
  type IsoDate,
  type TemporaryOption,
} from '../../domain/index';

type Kept = Readonly<Record<string, unknown>>;

export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const dateOf = (value: unknown): IsoDate | undefined => (isIsoDate(value) ? value : undefined);

/**
 * Issue 33, item 5: the period's part of a form kept across the language switch's page load,
 * read as untrusted (session storage): each field only when it is what it says, else left empty.
 */
export function restoredPeriod(kept: Kept): {
  readonly durationType: DurationType | undefined;
  readonly option: TemporaryOption | undefined;
  readonly start: IsoDate | undefined;
  readonly end: IsoDate | undefined;
} {
  return {
    durationType: oneOf(DURATION_TYPES)(kept.durationType),
    option: oneOf(TEMPORARY_OPTIONS)(kept.option),
    start: dateOf(kept.start),
    end: dateOf(kept.end),
  };
}
