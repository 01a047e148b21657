// Import this module before anything that loads pdfjs. pdfjs's legacy build (the one that runs on Node 20)
// replaces these built-ins with spec polyfills written for older engines: `Array.prototype.push` alone was 5 %
// of a reading process's CPU. They are taken here, before pdfjs loads, and put back after it has.
type Holder = Record<string, unknown>;

const NATIVES: Array<[Holder, string]> = [
  [Array.prototype as unknown as Holder, 'push'],
  [JSON as unknown as Holder, 'parse'],
  [JSON as unknown as Holder, 'stringify'],
  [Function.prototype as unknown as Holder, 'toString'],
];

const saved = NATIVES.map(([holder, key]) => ({
  holder,
  key,
  descriptor: Object.getOwnPropertyDescriptor(holder, key),
}));

/** Puts back what pdfjs replaced (its worker half loads lazily, with the first document: call after each). */
export function restoreNativeBuiltins() {
  for (const { holder, key, descriptor } of saved) {
    if (descriptor && holder[key] !== descriptor.value) Object.defineProperty(holder, key, descriptor);
  }
}
