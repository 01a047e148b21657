const everyCache = new Set<Map<string, unknown>>();

/**
 * A store of worked-out answers keyed by their input, forgetting the oldest beyond `size`. A tailoring asks the same
 * questions many times (a phrase's pattern, its normal form, a resume's evidence, a posting's analysis); each is
 * worked out once. Answers are shared: treat them as read-only.
 */
export function memo<V>(size: number): (key: string, work: () => V) => V {
  const answers = new Map<string, V>();
  everyCache.add(answers);
  return (key, work) => {
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = work();
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}

/** Forget every answer, so a benchmark's repeated run pays for its work like the first. */
export function clearMemos(): void {
  for (const answers of everyCache) answers.clear();
}
