import nlp from 'compromise';

/**
 * compromise, the one tagger core uses, with a faster look-up of the rules worth trying on a text.
 *
 * Its post-tagger keeps ~730 rules keyed by the words and tags that must be present ("hooks"), and for every
 * comma-split piece of every text walks all 730 keys to find the few present. Tagging a phrase in its sentence does
 * this dozens of times per tailoring, so the walk was a quarter of compromise's time. Here the rule set handed to
 * its matcher holds only the keys some piece of the text has, in compromise's own key order, so the same rules run in
 * the same order and every tag comes out the same (`nlp.test.ts` compares them); the walk just gets short.
 */
type Hooks = Record<string, unknown>;
type Net = { hooks: Hooks };
type BulkMatch = (docs: unknown, net: Net, methods: unknown, opts: unknown) => unknown;
const { methods } = (
  nlp as unknown as {
    world(): { methods: { one: { bulkMatch: BulkMatch; cacheDoc(docs: unknown): Set<string>[] } } };
  }
).world();
const { bulkMatch, cacheDoc } = methods.one;
const ranks = new WeakMap<Hooks, Map<string, number>>();

function rankOf(hooks: Hooks): Map<string, number> {
  let rank = ranks.get(hooks);
  if (rank === undefined) {
    rank = new Map(Object.keys(hooks).map((key, i) => [key, i]));
    ranks.set(hooks, rank);
  }
  return rank;
}

methods.one.bulkMatch = function (this: unknown, docs, net, methods, opts) {
  const rank = rankOf(net.hooks);
  const present = new Set<string>();
  for (const has of cacheDoc(docs)) for (const key of has) if (rank.has(key)) present.add(key);
  const hooks: Hooks = {};
  for (const key of [...present].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0)))
    hooks[key] = net.hooks[key];
  return bulkMatch.call(this, docs, { ...net, hooks }, methods, opts);
};

export { bulkMatch as unpatchedBulkMatch };
export default nlp;
