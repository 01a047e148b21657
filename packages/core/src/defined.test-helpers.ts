/**
 * The value, or a failed test when there is none: a non-null assertion that checks (non-null assertions are an
 * error in core, decision 081).
 */
export function defined<T>(value: T, what = 'a value'): NonNullable<T> {
  if (value === undefined || value === null) throw new Error(`expected ${what}, found ${value}`);
  return value;
}
