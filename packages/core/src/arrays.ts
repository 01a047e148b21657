// Array reads that say when there is nothing there, for code compiled with `noUncheckedIndexedAccess`
// (non-null assertions are an error in core: decision 081).

/** The last element, or `undefined` for an empty array. */
export function last<T>(items: readonly T[]): T | undefined {
  return items[items.length - 1];
}

/** Each element with the one before it: `[a, b, c]` → `[[a, b], [b, c]]`. */
export function pairs<T>(items: readonly T[]): [T, T][] {
  const out: [T, T][] = [];
  let held: { value: T } | undefined;
  for (const item of items) {
    if (held) out.push([held.value, item]);
    held = { value: item };
  }
  return out;
}
