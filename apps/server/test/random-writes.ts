/** Helpers of the property-based tests that apply random sequences of writes. */

const DAY_MS = 86_400_000;

/** A day at noon UTC, `offset` days from today: never within a second of the test's clock. */
export function noonIn(offset: number) {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  return new Date(date.getTime() + offset * DAY_MS);
}

/** The item a generated index points at, counting round the list; none in an empty list. */
export const pick = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];
