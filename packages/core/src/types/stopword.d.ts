// stopword ships no types; core uses only its English list.
declare module 'stopword' {
  /** English stop words, lower case. */
  export const eng: readonly string[];
}
